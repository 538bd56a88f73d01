import { dateTimeFormat } from './intl-formats.ts';

/**
 * Calendar dates as the API sends them ('YYYY-MM-DD', a day in Muscat), shown in long form:
 * British English for English (SPEC §9: "12 March 2026"), the visitor's language otherwise.
 */
export function dateLocale(language: string): string {
  if (language.startsWith('en')) return 'en-GB';
  if (language.startsWith('ar')) return 'ar-OM';
  return language;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

export function formatLongDate(isoDay: string, language: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!m) return isoDay;
  // Noon UTC, read in UTC: the same calendar day in every time zone.
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return dateTimeFormat(dateLocale(language), LONG_DATE).format(date);
}

/** Marks an element that shows long dates (a range, where <time> does not fit): see showsLongDates. */
export const SHOWS_LONG_DATES = { 'data-long-dates': '' } as const;

/**
 * Whether a drawn page shows a long date (in a <time> or an element marked SHOWS_LONG_DATES). A page
 * without one is taken over without building the formatter: it is built when a date is first drawn.
 */
export function showsLongDates(root: ParentNode): boolean {
  return root.querySelector('time, [data-long-dates]') !== null;
}

/**
 * Builds the long-date formatter of `language` ahead of the first date drawn. The first Intl
 * formatter of a page loads the browser's locale data (15 ms on a desktop core, four times that on
 * a phone); the start of the storefront does it in a task of its own.
 */
export function prepareDateFormats(language: string): void {
  try {
    dateTimeFormat(dateLocale(language), LONG_DATE).format(0);
  } catch {
    // A language Intl does not know: formatLongDate meets the same refusal when it draws.
  }
}
