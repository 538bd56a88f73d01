import { describe, expect, it } from 'vitest';
import { formatBookingDate, formatOrderDay } from './order-format.ts';

describe('order dates', () => {
  it('reads the moment an order was placed in Muscat', () => {
    // 06:30 UTC is 10:30 in Muscat (UTC+4, no summer time).
    expect(formatBookingDate('2026-03-21T06:30:00.000Z', 'en')).toBe('21 March 2026 at 10:30');
    expect(formatOrderDay('2026-03-21T22:30:00.000Z', 'en')).toBe('22 Mar 2026');
  });

  it('writes Arabic dates with the Latin digits the prices beside them use', () => {
    // Day, month and year with right-to-left marks between them (their exact shape is ICU's).
    expect(formatOrderDay('2026-03-21T06:30:00.000Z', 'ar')).toMatch(/^21\u200F?\/03\u200F?\/2026$/);
    expect(formatBookingDate('2026-03-21T06:30:00.000Z', 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('leaves what is not a date as it is', () => {
    expect(formatOrderDay('soon', 'en')).toBe('soon');
  });
});
