import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { AccountSlowdown, AttemptThrottle } from '../../lib/attempt-throttle.ts';
import { customerAttempts } from './accounts.service.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t?.close());

const rows = () => t.db.selectFrom('customer_sign_in_throttle').selectAll().orderBy('key').execute();

describe('AttemptThrottle', () => {
  it('lets the maximum number of attempts through in a window, then answers how long to wait', async () => {
    const throttle = new AttemptThrottle(customerAttempts, 'login', 3, 1000);
    for (let i = 0; i < 3; i++) expect(await throttle.attempt(t.db, 'a@x.om', i)).toBe(0);
    expect(await throttle.attempt(t.db, 'a@x.om', 10)).toBe(990);
    expect(await throttle.attempt(t.db, 'b@x.om', 10)).toBe(0);
    // Once the window is over, the count starts again.
    expect(await throttle.attempt(t.db, 'a@x.om', 1000)).toBe(0);
  });

  it('keeps the count in the database, so another process (another instance) sees it', async () => {
    const here = new AttemptThrottle(customerAttempts, 'login', 2, 60_000);
    const elsewhere = new AttemptThrottle(customerAttempts, 'login', 2, 60_000);
    const now = Date.parse('2026-03-01T10:00:00.000Z');
    await here.attempt(t.db, 'Shared@X.om', now);
    await elsewhere.attempt(t.db, 'shared@x.om', now + 1);
    expect(await here.attempt(t.db, 'shared@x.om', now + 2)).toBeGreaterThan(0);
    expect((await rows()).find((r) => r.key === 'login:shared@x.om')).toMatchObject({ attempts: 3 });
  });

  it('counts attempts sent at the same instant one by one', async () => {
    const throttle = new AttemptThrottle(customerAttempts, 'login', 5, 60_000);
    const now = Date.parse('2026-03-01T11:00:00.000Z');
    const waits = await Promise.all(Array.from({ length: 12 }, () => throttle.attempt(t.db, 'burst@x.om', now)));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
  });

  it('keeps kinds apart and forgets an account when cleared, with every window that is over', async () => {
    const logins = new AttemptThrottle(customerAttempts, 'login', 1, 1000);
    const resets = new AttemptThrottle(customerAttempts, 'reset', 1, 1000);
    const now = Date.parse('2026-03-01T12:00:00.000Z');
    await logins.attempt(t.db, 'c@x.om', now - 5000);
    await logins.attempt(t.db, 'd@x.om', now);
    await logins.attempt(t.db, 'd@x.om', now);
    expect(await resets.attempt(t.db, 'd@x.om', now)).toBe(0);
    expect(await logins.attempt(t.db, 'd@x.om', now)).toBeGreaterThan(0);

    await logins.clear(t.db, 'd@x.om', now);
    expect(await logins.attempt(t.db, 'd@x.om', now)).toBe(0);
    const keys = (await rows()).map((r) => r.key);
    expect(keys).not.toContain('login:c@x.om');
    expect(keys).toContain('reset:d@x.om');
  });
});

describe('AccountSlowdown', () => {
  it('lets five attempts through, then makes each wait a step that doubles up to a minute', () => {
    const slowdown = new AccountSlowdown(customerAttempts, 'login', 5, 15 * 60_000, 60_000);
    expect([5, 6, 7, 8, 9].map((n) => slowdown.delayBefore(n))).toEqual([0, 1000, 3000, 7000, 15_000]);
    // Past the longest step, one attempt a minute.
    expect(slowdown.delayBefore(13) - slowdown.delayBefore(12)).toBe(60_000);
  });

  it('refuses an early attempt without counting it, so hammering does not push the wait', async () => {
    const slowdown = new AccountSlowdown(customerAttempts, 'slow', 2, 60_000, 10_000);
    const now = Date.parse('2026-03-02T10:00:00.000Z');
    expect(await slowdown.attempt(t.db, 'owner@x.om', now)).toEqual({ wait: 0, attempts: 1 });
    expect(await slowdown.attempt(t.db, 'owner@x.om', now)).toEqual({ wait: 0, attempts: 2 });
    for (let i = 0; i < 5; i++)
      expect(await slowdown.attempt(t.db, 'owner@x.om', now + 100)).toEqual({ wait: 900, attempts: 2 });
    expect(await slowdown.attempt(t.db, 'owner@x.om', now + 1000)).toEqual({ wait: 0, attempts: 3 });
    // Many attempts at the same moment: one goes through, the rest wait and are not counted.
    const burst = await Promise.all(Array.from({ length: 10 }, () => slowdown.attempt(t.db, 'owner@x.om', now + 3000)));
    expect(burst.filter((a) => a.wait === 0)).toHaveLength(1);
    expect((await rows()).find((r) => r.key === 'slow:owner@x.om')).toMatchObject({ attempts: 4 });
  });
});
