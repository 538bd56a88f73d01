import { describe, expect, it } from 'vitest';
import { formatDateRange, isOpenForApplications, todayInMuscat } from './exhibition-dates.ts';

const english = (start: string, end: string) => `${start} To ${end}`;

describe('exhibition dates', () => {
  it("reads 'start To end' in British long form: day, month, year", () => {
    expect(formatDateRange('2026-11-03', '2027-01-14', 'en', english)).toBe('3 November 2026 To 14 January 2027');
  });

  it('uses the calendar day, whatever the time zone of the browser', () => {
    expect(formatDateRange('2026-01-01', '2026-12-31', 'en', english)).toBe('1 January 2026 To 31 December 2026');
  });

  it('takes the day in Muscat (UTC+4): 21:00 UTC is already the next day there', () => {
    expect(todayInMuscat(new Date('2026-11-03T21:00:00Z'))).toBe('2026-11-04');
  });

  it('is open for applications up to and including the last day, then closed', () => {
    const show = { exhibition_end_date: '2026-11-14' };
    expect(isOpenForApplications(show, new Date('2026-11-10T08:00:00Z'))).toBe(true);
    expect(isOpenForApplications(show, new Date('2026-11-14T18:00:00Z'))).toBe(true);
    expect(isOpenForApplications(show, new Date('2026-11-14T20:30:00Z'))).toBe(false);
    expect(isOpenForApplications(show, new Date('2027-02-01T08:00:00Z'))).toBe(false);
  });

  it('follows the server when it says applications are closed', () => {
    expect(isOpenForApplications({ exhibition_end_date: '2099-01-01', accepts_applications: false })).toBe(false);
  });
});
