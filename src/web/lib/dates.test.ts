import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_LOCALES } from '#shared/languages.ts';
import { dateLocale, formatLongDate, LONG_DATE_LOCALES } from './dates.ts';
import type * as intlFormats from './intl-formats.ts';
import { dateTimeFormat } from './intl-formats.ts';

// The formatters the module builds, counted: the storefront's languages must need none.
vi.mock('./intl-formats.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof intlFormats>();
  return { ...actual, dateTimeFormat: vi.fn(actual.dateTimeFormat) };
});

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
const intlLongDate = (locale: string, year: number, month: number, day: number) =>
  new Intl.DateTimeFormat(locale, LONG_DATE).format(Date.UTC(year, month - 1, day, 12));

beforeEach(() => vi.mocked(dateTimeFormat).mockClear());

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
    // In Latin digits, like the prices and sizes beside it.
    expect(formatLongDate('2026-03-05', 'ar')).toBe('5 مارس 2026');
  });

  it('writes every month of every storefront language as Intl does, without building a formatter', () => {
    for (const language of CONTENT_LOCALES) {
      expect(LONG_DATE_LOCALES).toContain(dateLocale(language));
      for (let month = 1; month <= 12; month++) {
        for (const [year, day] of [
          [2026, 1],
          [2027, 9],
          [1999, 10],
          [2030, 28],
        ] as const) {
          const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(formatLongDate(iso, language), `${language} ${iso}`).toBe(
            intlLongDate(dateLocale(language), year, month, day),
          );
        }
      }
    }
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });

  it('rolls a day past the end of its month over as Intl does', () => {
    expect(formatLongDate('2026-02-30', 'en')).toBe(intlLongDate('en-GB', 2026, 2, 30));
    expect(formatLongDate('2026-02-30', 'en')).toBe('2 March 2026');
  });

  it('asks Intl for another language, and leaves what is not a date as it is', () => {
    expect(formatLongDate('2026-03-05', 'es')).toBe(intlLongDate('es', 2026, 3, 5));
    expect(dateTimeFormat).toHaveBeenCalledTimes(1);
    expect(formatLongDate('soon', 'en')).toBe('soon');
  });
});
