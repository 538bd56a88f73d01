/** Oman keeps UTC+4 all year: it has had no daylight saving time since it took up standard time. */
const MUSCAT_OFFSET_MS = 4 * 60 * 60 * 1000;

/**
 * The calendar day in Muscat ('YYYY-MM-DD'): the gallery's clock, by which exhibitions open and
 * close and a press article is dated "today". Read from the fixed offset rather than Intl's time
 * zones: in the browser, a formatter with a time zone loads the zone data on a phone for that one day.
 */
export function todayInMuscat(now: Date = new Date()): string {
  return new Date(now.getTime() + MUSCAT_OFFSET_MS).toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment (ms since the epoch) at which the Muscat day holding `now` ends: when "today" turns for
 * the gallery, and with it which exhibitions are current, upcoming or taking applications.
 */
export function endOfMuscatDay(now: number = Date.now()): number {
  return Math.floor((now + MUSCAT_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - MUSCAT_OFFSET_MS;
}

/** The year a moment belongs to in Muscat (an order's year in its booking number). */
export function muscatYear(now: number = Date.now()): number {
  return new Date(now + MUSCAT_OFFSET_MS).getUTCFullYear();
}

/** 'YYYY-MM-01' of the month a moment falls in, in Muscat (the dashboard's "this month"). */
export function muscatMonthStart(now: number = Date.now()): string {
  return `${todayInMuscat(new Date(now)).slice(0, 7)}-01`;
}

/** The instant a Muscat calendar day ('YYYY-MM-DD') begins, as ISO text (UTC). */
export function muscatDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - MUSCAT_OFFSET_MS).toISOString();
}

/** The calendar day `days` after `day` (both 'YYYY-MM-DD'; `days` may be negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
