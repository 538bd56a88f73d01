import { describe, expect, it } from 'vitest';
import { formatLongDate, prepareDateFormats } from './dates.ts';

describe('formatLongDate', () => {
  it('writes English dates in British long form, day first', () => {
    expect(formatLongDate('2026-03-05', 'en')).toBe('5 March 2026');
  });
  it('keeps the calendar day whatever the time zone', () => {
    expect(formatLongDate('2026-12-31', 'en')).toBe('31 December 2026');
  });
  it('uses the visitor language for the others', () => {
    expect(formatLongDate('2026-03-05', 'fr')).toBe('5 mars 2026');
    expect(formatLongDate('2026-03-05', 'de')).toBe('5. März 2026');
  });
});

describe('prepareDateFormats', () => {
  it('leaves the formatter formatLongDate then uses, and refuses no language', () => {
    expect(() => prepareDateFormats('ar')).not.toThrow();
    expect(() => prepareDateFormats('not a language!')).not.toThrow();
    expect(formatLongDate('2026-03-05', 'ar')).toBe(new Intl.DateTimeFormat('ar-OM', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 5, 12)));
  });
});
