import { describe, expect, it } from 'vitest';
import { AttemptThrottle } from './attempt-throttle.ts';

describe('AttemptThrottle', () => {
  it('blocks a key after the maximum attempts until its window ends', () => {
    const throttle = new AttemptThrottle(3, 1000);
    for (let i = 0; i < 2; i++) throttle.record('a@x.om', 0);
    expect(throttle.blockedFor('a@x.om', 10)).toBe(0);
    throttle.record('a@x.om', 10);
    expect(throttle.blockedFor('a@x.om', 10)).toBe(990);
    expect(throttle.blockedFor('b@x.om', 10)).toBe(0);
    expect(throttle.blockedFor('a@x.om', 1000)).toBe(0);
    // A new window starts from scratch.
    throttle.record('a@x.om', 1001);
    expect(throttle.blockedFor('a@x.om', 1001)).toBe(0);
  });

  it('forgets a key when cleared', () => {
    const throttle = new AttemptThrottle(1, 1000);
    throttle.record('a@x.om', 0);
    expect(throttle.blockedFor('a@x.om', 1)).toBeGreaterThan(0);
    throttle.clear('a@x.om');
    expect(throttle.blockedFor('a@x.om', 1)).toBe(0);
  });

  it('stays bounded under a flood of keys', () => {
    const throttle = new AttemptThrottle(5, 60_000, 100);
    for (let i = 0; i < 1000; i++) throttle.record(`k${i}`, i);
    expect((throttle as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(100);
    // The newest keys are kept.
    for (let i = 0; i < 4; i++) throttle.record('k999', 1000);
    expect(throttle.blockedFor('k999', 1000)).toBeGreaterThan(0);
  });
});
