import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '#shared/languages.ts';
import { formatNumber, prepareNumberFormats, sizesMark, framedViewIndex } from './artwork-format.ts';

describe('formatNumber', () => {
  it('writes sizes with Latin digits and at most one decimal, in English and Arabic alike', () => {
    expect(formatNumber(100, 'en')).toBe('100');
    expect(formatNumber(75.25, 'en')).toBe('75.3');
    expect(formatNumber(1200, 'ar')).toBe('1,200');
    expect(formatNumber(42.5, 'ar')).toBe('42.5');
    expect(formatNumber(42.5, 'fr')).toBe('42,5');
  });

  it('writes every size under 1,000 with at most one decimal exactly as Intl does, without asking it', () => {
    for (const language of CONTENT_LOCALES) {
      const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 1, numberingSystem: 'latn' });
      for (let tenths = 0; tenths < 10_000; tenths++) {
        const size = tenths / 10;
        expect(formatNumber(size, language), `${size} in ${language}`).toBe(intl.format(size));
      }
      for (const size of [-0, -1, 0.25, 75.25, 999.95, 1000, 1200.5, 12_345]) {
        expect(formatNumber(size, language), `${size} in ${language}`).toBe(intl.format(size));
      }
    }
  });

  it("writes a regional variant's sizes as its content language, as the server renders them", () => {
    for (const [tag, language] of [
      ['de-CH', 'de'],
      ['fr-CA', 'fr'],
      ['ar-OM', 'ar'],
      ['en-US', 'en'],
    ] as const) {
      const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 1, numberingSystem: 'latn' });
      for (const size of [3.5, 1234.5, 61])
        expect(formatNumber(size, tag), `${size} in ${tag}`).toBe(intl.format(size));
    }
  });
});

describe('sizesMark', () => {
  it('marks a size of two decimals or more, or of 1,000 and more; not a short one or none', () => {
    expect(sizesMark({ width_cm: 100, height_cm: 75 })).toEqual({});
    expect(sizesMark({ width_cm: 29.7, height_cm: 42, depth_cm: 3.5 })).toEqual({});
    expect(sizesMark({ width_cm: null, height_cm: null })).toEqual({});
    expect(sizesMark({ width_cm: 60.96, height_cm: 91.44 })).toEqual({ 'data-sizes': '' });
    expect(sizesMark({ width_cm: 100, height_cm: 75, depth_cm: 2.25 })).toEqual({ 'data-sizes': '' });
    expect(sizesMark({ width_cm: 1200, height_cm: 300 })).toEqual({ 'data-sizes': '' });
  });
});

describe('prepareNumberFormats', () => {
  it('refuses no language, and the sizes rendered after it are the same', () => {
    expect(() => prepareNumberFormats('ar')).not.toThrow();
    expect(() => prepareNumberFormats('not a language!')).not.toThrow();
    expect(formatNumber(12.5, 'not a language!')).toBe('12.5');
  });
});

describe('framedViewIndex', () => {
  const images = [
    { alt: 'Date Palms as a framed print, white frame' },
    { alt: 'Date Palms as a framed print, black frame' },
    { alt: null },
    { alt: 'Date Palms, a detail of the brushwork' },
  ];

  it('finds the picture whose alt text names the colour as a word', () => {
    expect(framedViewIndex(images, 'black')).toBe(1);
    expect(framedViewIndex(images, 'White')).toBe(0);
  });

  it('finds none for a colour no picture names, nor for a word inside another', () => {
    expect(framedViewIndex(images, 'brown')).toBe(-1);
    expect(framedViewIndex(images, 'rush')).toBe(-1);
  });
});
