import { formatLongDate } from '#web/lib/dates.ts';

/** Oman keeps UTC+4 all year: it has had no daylight saving time since it took up standard time. */
const MUSCAT_OFFSET_MS = 4 * 60 * 60 * 1000;

/**
 * The calendar day in Muscat ('YYYY-MM-DD'): exhibitions open and close by the gallery's clock. Read
 * from the fixed offset rather than Intl's time zones: an exhibition's page asks for it as it is taken
 * over, and a formatter with a time zone loads the browser's zone data on a phone for that one day.
 */
export function todayInMuscat(now: Date = new Date()): string {
  return new Date(now.getTime() + MUSCAT_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * SPEC §2/§4: an exhibition takes applications until its end date has passed. The server says so
 * (accepts_applications); a page left open past midnight of the last day follows the calendar too.
 */
export function isOpenForApplications(
  exhibition: { exhibition_end_date: string; accepts_applications?: boolean },
  now: Date = new Date(),
): boolean {
  if (exhibition.accepts_applications === false) return false;
  return exhibition.exhibition_end_date.slice(0, 10) >= todayInMuscat(now);
}

/**
 * SPEC §2/§9: 'start To end' in long form, British English for English ('3 November 2026 To
 * 14 January 2027'); `join` is the translated 'start To end' pattern of the visitor's language.
 */
export function formatDateRange(
  start: string,
  end: string,
  language: string,
  join: (start: string, end: string) => string,
): string {
  return join(formatLongDate(start, language), formatLongDate(end, language));
}
