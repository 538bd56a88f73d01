import { describe, expect, it } from 'vitest';
import { formatLongDate, prepareDateFormats, showsLongDates } from './dates.ts';

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

describe('showsLongDates', () => {
  it('finds a <time> or an element marked as showing dates, and nothing on a page without dates', () => {
    const root = document.createElement('div');
    root.innerHTML = '<article><h3>Dunes at Dusk</h3><p>OMR 1,200</p></article>';
    expect(showsLongDates(root)).toBe(false);
    root.innerHTML = '<p data-long-dates="">5 March 2026 To 9 April 2026</p>';
    expect(showsLongDates(root)).toBe(true);
    root.innerHTML = '<p>Published <time datetime="2026-03-05">5 March 2026</time></p>';
    expect(showsLongDates(root)).toBe(true);
  });
});
