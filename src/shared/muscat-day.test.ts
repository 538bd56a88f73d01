import { describe, expect, it } from 'vitest';
import { addDays, endOfMuscatDay, muscatDayStart, muscatMonthStart, muscatYear, todayInMuscat } from './muscat-day.ts';

describe('todayInMuscat', () => {
  it('turns the day at midnight in Muscat (20:00 UTC), not at midnight UTC', () => {
    expect(todayInMuscat(new Date('2026-11-29T19:59:59.999Z'))).toBe('2026-11-29');
    expect(todayInMuscat(new Date('2026-11-29T20:00:00.000Z'))).toBe('2026-11-30');
    expect(todayInMuscat(new Date('2026-12-31T21:30:00.000Z'))).toBe('2027-01-01');
  });

  it('is the day Intl gives for Asia/Muscat, at every hour of a year', () => {
    const muscat = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Muscat',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let hour = 0; hour < 366 * 24; hour += 5) {
      const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 59 * 60_000);
      expect(todayInMuscat(at), at.toISOString()).toBe(muscat.format(at));
    }
  });
});

describe('endOfMuscatDay', () => {
  it('is the next midnight in Muscat, 20:00 UTC', () => {
    expect(endOfMuscatDay(Date.parse('2026-11-29T19:59:59.999Z'))).toBe(Date.parse('2026-11-29T20:00:00.000Z'));
    expect(endOfMuscatDay(Date.parse('2026-11-29T20:00:00.000Z'))).toBe(Date.parse('2026-11-30T20:00:00.000Z'));
    expect(endOfMuscatDay(Date.parse('2026-11-29T03:00:00.000Z'))).toBe(Date.parse('2026-11-29T20:00:00.000Z'));
  });

  it('is the first moment whose Muscat day is the next one', () => {
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const now = Date.UTC(2026, 0, 1) + hour * 3_600_000 + 13 * 60_000;
      const end = endOfMuscatDay(now);
      expect(todayInMuscat(new Date(end - 1))).toBe(todayInMuscat(new Date(now)));
      expect(todayInMuscat(new Date(end))).not.toBe(todayInMuscat(new Date(now)));
    }
  });
});

describe('the Muscat calendar', () => {
  it('counts days across month ends, forwards and back', () => {
    expect(addDays('2026-11-21', 15)).toBe('2026-12-06');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('starts a day at 20:00 UTC the day before', () => {
    expect(muscatDayStart('2026-12-01')).toBe('2026-11-30T20:00:00.000Z');
  });

  it('puts the last hours of a UTC year in the next Muscat year and month', () => {
    const newYearsEve = Date.parse('2026-12-31T21:00:00Z');
    expect(muscatYear(newYearsEve)).toBe(2027);
    expect(muscatMonthStart(newYearsEve)).toBe('2027-01-01');
    expect(muscatMonthStart(Date.parse('2026-12-31T19:00:00Z'))).toBe('2026-12-01');
  });
});
