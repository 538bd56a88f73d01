import { describe, expect, it } from 'vitest';
import { meantAddress } from './guessed-addresses.ts';

describe('meantAddress', () => {
  it("sends the addresses visitors guess to the screens' own, with their query", () => {
    expect(meantAddress('/press')).toBe('/press-release');
    expect(meantAddress('/artists')).toBe('/artist');
    expect(meantAddress('/artworks')).toBe('/arts');
    expect(meantAddress('/artworks?sort=price_asc&page=2')).toBe('/arts?sort=price_asc&page=2');
    expect(meantAddress('/artwork/nun')).toBe('/arts/nun');
    expect(meantAddress('/exhibition/city-of-light')).toBe('/exhibitions/city-of-light');
    expect(meantAddress('/login')).toBe('/login-register');
    expect(meantAddress('/account')).toBe('/my-account');
  });

  it('leaves alone an address that shows a screen of its own, and one whose guess shows none', () => {
    expect(meantAddress('/artists/maryam-al-balushi')).toBeNull();
    expect(meantAddress('/arts')).toBeNull();
    expect(meantAddress('/')).toBeNull();
    expect(meantAddress('/press/2026/interview')).toBeNull();
    expect(meantAddress('/no-such-page')).toBeNull();
  });
});
