import { describe, expect, it } from 'vitest';
import { formatNumber, prepareNumberFormats } from './artwork-format.ts';

describe('formatNumber', () => {
  it('writes sizes with Latin digits and at most one decimal, in English and Arabic alike', () => {
    expect(formatNumber(100, 'en')).toBe('100');
    expect(formatNumber(75.25, 'en')).toBe('75.3');
    expect(formatNumber(1200, 'ar')).toBe('1,200');
    expect(formatNumber(42.5, 'ar')).toBe('42.5');
  });
});

describe('prepareNumberFormats', () => {
  it('refuses no language, and the sizes drawn after it are the same', () => {
    expect(() => prepareNumberFormats('ar')).not.toThrow();
    expect(() => prepareNumberFormats('not a language!')).not.toThrow();
    expect(formatNumber(12.5, 'not a language!')).toBe('12.5');
  });
});
