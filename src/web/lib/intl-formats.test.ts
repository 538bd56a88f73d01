import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

describe('Intl formatters cached for reuse', () => {
  it('gives back the same formatter for the same locale and options', () => {
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    const first = dateTimeFormat('en-GB', options);
    expect(dateTimeFormat('en-GB', { ...options })).toBe(first);
    expect(first.format(new Date(Date.UTC(2026, 2, 12, 12)))).toBe('12 March 2026');
  });

  it('keeps formatters of other locales and options apart', () => {
    const gb = dateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('fr', { month: 'long', timeZone: 'UTC' })).not.toBe(gb);
    expect(dateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' })).not.toBe(gb);
    expect(numberFormat('de', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1.234,6');
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1,234.6');
  });

  it('throws for a locale Intl refuses, every time, and caches nothing for it', () => {
    expect(() => numberFormat('not a locale!', {})).toThrow(RangeError);
    expect(() => numberFormat('not a locale!', {})).toThrow(RangeError);
  });
});
