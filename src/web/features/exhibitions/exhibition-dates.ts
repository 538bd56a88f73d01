import { formatLongDate } from '#web/lib/dates.ts';

import { todayInMuscat } from '#shared/muscat-day.ts';

export { todayInMuscat };

/**
 * docs/product.md#screens, #states-and-messages: an exhibition takes applications until its end date has passed. The server says so
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
 * docs/product.md#screens, #constants: 'start To end' in long form, British English for English ('3 November 2026 To
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
