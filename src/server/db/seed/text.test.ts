import { describe, expect, it } from 'vitest';
import { addDays, muscatDate } from './text.ts';

describe('seed text helpers', () => {
  it('counts days on the Muscat calendar, across month ends', () => {
    expect(muscatDate(new Date('2026-11-21T21:30:00Z'))).toBe('2026-11-22');
    expect(addDays('2026-11-21', 15)).toBe('2026-12-06');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
