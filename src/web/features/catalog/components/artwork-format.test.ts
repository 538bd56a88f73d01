import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '#shared/languages.ts';
import { formatNumber, prepareNumberFormats, sizesMark } from './artwork-format.ts';

describe('formatNumber', () => {
  it('writes sizes with Latin digits and at most one decimal, in English and Arabic alike', () => {
    expect(formatNumber(100, 'en')).toBe('100');
    expect(formatNumber(75.25, 'en')).toBe('75.3');
    expect(formatNumber(1200, 'ar')).toBe('1,200');
    expect(formatNumber(42.5, 'ar')).toBe('42.5');
    expect(formatNumber(42.5, 'fr')).toBe('42,5');
  });

  it('writes a whole number under 1,000 exactly as Intl does, in every language, without asking it', () => {
    for (const language of [...CONTENT_LOCALES, 'en-GB', 'ar-OM', 'fr-CH', 'de-CH', 'es', 'hi', 'fa', 'ur', 'zh', 'th', 'bn']) {
      const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 1, numberingSystem: 'latn' });
      for (let size = 0; size < 1000; size++) expect(formatNumber(size, language), `${size} in ${language}`).toBe(intl.format(size));
      for (const size of [-0, -1, 0.5, 999.5, 1000, 12_345]) {
        expect(formatNumber(size, language), `${size} in ${language}`).toBe(intl.format(size));
      }
    }
  });
});

describe('sizesMark', () => {
  it('marks a size with a fraction or of 1,000 and more, not one of whole numbers under 1,000 or none', () => {
    expect(sizesMark({ width_cm: 100, height_cm: 75 })).toEqual({});
    expect(sizesMark({ width_cm: 100, height_cm: 75, depth_cm: 30 })).toEqual({});
    expect(sizesMark({ width_cm: null, height_cm: null })).toEqual({});
    expect(sizesMark({ width_cm: 29.7, height_cm: 42 })).toEqual({ 'data-sizes': '' });
    expect(sizesMark({ width_cm: 100, height_cm: 75, depth_cm: 2.5 })).toEqual({ 'data-sizes': '' });
    expect(sizesMark({ width_cm: 1200, height_cm: 300 })).toEqual({ 'data-sizes': '' });
  });
});

describe('prepareNumberFormats', () => {
  it('refuses no language, and the sizes drawn after it are the same', () => {
    expect(() => prepareNumberFormats('ar')).not.toThrow();
    expect(() => prepareNumberFormats('not a language!')).not.toThrow();
    expect(formatNumber(12.5, 'not a language!')).toBe('12.5');
  });
});
