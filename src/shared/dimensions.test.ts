import { describe, expect, it } from 'vitest';
import { centimetreUnit, writeDimensions } from './dimensions.ts';

describe('writeDimensions', () => {
  it('writes every size with the multiplication sign, spaced, and the unit apart', () => {
    expect(writeDimensions('50 x 70 cm')).toBe('50 × 70 cm');
    expect(writeDimensions('90x90X3cm')).toBe('90 × 90 × 3 cm');
    expect(writeDimensions('A3 · 30 × 42 cm')).toBe('A3 · 30 × 42 cm');
    expect(writeDimensions('12.5 x 20 cm', 'de')).toBe('12.5 × 20 cm');
  });

  it('writes the unit in the reader’s language', () => {
    expect(centimetreUnit('ar')).toBe('سم');
    expect(writeDimensions('50 x 70 cm', 'ar')).toBe('50 × 70 سم');
    expect(writeDimensions('A2 · 42 × 59 cm', 'fr')).toBe('A2 · 42 × 59 cm');
  });

  it('leaves words that only look like a size alone', () => {
    expect(writeDimensions('Box 3 large')).toBe('Box 3 large');
    expect(writeDimensions('m')).toBe('m');
  });
});
