import { dateTimeFormat } from './intl-formats.ts';

/**
 * Calendar dates as the API sends them ('YYYY-MM-DD', a day in Muscat), shown in long form:
 * British English for English (docs/product.md#constants: "12 March 2026"), the visitor's language otherwise.
 */
export function dateLocale(language: string): string {
  if (language.startsWith('en')) return 'en-GB';
  // Latin digits (-u-nu-latn): the prices, sizes and years beside a date are written with them, and
  // a page mixing two sets of digits reads as careless.
  if (language.startsWith('ar')) return 'ar-OM-u-nu-latn';
  return language;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/**
 * The long dates of the storefront's four languages as Intl writes them (a unit test checks every
 * month of each against Intl): the first Intl formatter of a page loads the browser's locale data, a
 * task of 25 ms on a slow desktop core and four times that on a phone, which the home, exhibition and
 * press pages paid as they were hydrated for dates they only had to write again.
 */
interface LongDateWords {
  months: readonly string[];
  /** Day, month name and year. */
  write: (day: number, month: string, year: number) => string;
}

const LONG_DATE_WORDS: Record<string, LongDateWords> = {
  'en-GB': {
    months: 'January February March April May June July August September October November December'.split(' '),
    write: (day, month, year) => `${day} ${month} ${year}`,
  },
  fr: {
    months: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
    write: (day, month, year) => `${day} ${month} ${year}`,
  },
  de: {
    months: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' '),
    write: (day, month, year) => `${day}. ${month} ${year}`,
  },
  'ar-OM-u-nu-latn': {
    months: 'يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر'.split(' '),
    write: (day, month, year) => `${day} ${month} ${year}`,
  },
};

export function formatLongDate(isoDay: string, language: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!m) return isoDay;
  // Noon UTC, read in UTC: the same calendar day in every time zone (and a day past the month's end
  // rolls over as Intl would have it).
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  const locale = dateLocale(language);
  const words = LONG_DATE_WORDS[locale];
  const year = date.getUTCFullYear();
  if (words && year >= 1000 && year <= 9999) {
    return words.write(date.getUTCDate(), words.months[date.getUTCMonth()]!, year);
  }
  return dateTimeFormat(locale, LONG_DATE).format(date);
}

/**
 * The locales whose long dates are written without Intl. The storefront's languages must all be
 * among them (a unit test says so): a page is hydrated without building a date formatter.
 */
export const LONG_DATE_LOCALES: readonly string[] = Object.keys(LONG_DATE_WORDS);
