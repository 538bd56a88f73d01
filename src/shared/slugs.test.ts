import { describe, expect, it } from 'vitest';
import { slugify } from './slugs.ts';

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
