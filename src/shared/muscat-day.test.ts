import { describe, expect, it } from 'vitest';
import { todayInMuscat } from './muscat-day.ts';

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
