import { describe, expect, it } from 'vitest';
import { slugify, suggestedSlug } from './slugs.ts';

describe('slugify', () => {
  it('makes kebab-case slugs without accents, apostrophes or punctuation', () => {
    expect(slugify('Patience (Sabr)')).toBe('patience-sabr');
    expect(slugify('Wahiba, 6:10 am')).toBe('wahiba-6-10-am');
    expect(slugify('Rub’ al Khali — Études')).toBe('rub-al-khali-etudes');
    expect(slugify("Qasr Al Sa'id")).toBe('qasr-al-said');
    expect(slugify('  Café — Muttrah’s Corniche, 2024! ')).toBe('cafe-muttrahs-corniche-2024');
  });

  it('gives nothing for a name without latin letters or digits', () => {
    expect(slugify('نون')).toBe('');
  });
});

describe('the slug the back office suggests for a name', () => {
  it('are lowercase words joined by dashes', () => {
    expect(suggestedSlug('Qurum at Low Tide')).toBe('qurum-at-low-tide');
    expect(suggestedSlug('  Café — Muttrah’s Corniche, 2024! ')).toBe('cafe-muttrahs-corniche-2024');
    expect(suggestedSlug('نون')).toBe('');
  });
});
