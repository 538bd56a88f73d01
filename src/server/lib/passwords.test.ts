import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import {
  hashPassword,
  HASHING_LIMITS,
  setHashCostForTests,
  STANDARD_COST,
  takePeakHashing,
  TEST_COST,
  verifyPassword,
} from './passwords.ts';

describe('password hashes', () => {
  afterEach(() => setHashCostForTests(TEST_COST));

  it('are scrypt at OWASP’s recommended cost unless a test lowers it', async () => {
    expect(STANDARD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    setHashCostForTests(STANDARD_COST);
    const stored = await hashPassword('a long walk on the corniche');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('a long walk on the corniche', stored)).toBe(true);
    expect(await verifyPassword('a long walk on the Corniche', stored)).toBe(false);
  });

  it('keep the cost they were made with, so a raised cost still lets old passwords in', async () => {
    const older = await hashPassword('frankincense');
    expect(older.startsWith(`scrypt$${TEST_COST.N}$`)).toBe(true);
    setHashCostForTests(STANDARD_COST);
    expect(await verifyPassword('frankincense', older)).toBe(true);
    expect(await verifyPassword('myrrh', older)).toBe(false);
  });

  it('are salted, and compare a password written in another Unicode form as the same', async () => {
    const [first, second] = await Promise.all([hashPassword('qahwa'), hashPassword('qahwa')]);
    expect(first).not.toBe(second);
    // "ﬁ" (one ligature) and "fi" are the same password once normalised (NFKC).
    expect(await verifyPassword('ﬁnjan', await hashPassword('finjan'))).toBe(true);
  });

  it('refuse a stored value that is not one of ours', async () => {
    expect(await verifyPassword('x', 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});

describe('hashing in turn', () => {
  it('runs at most two hashes at once, lets eight wait, and refuses the rest with 503 and Retry-After', async () => {
    const stored = await hashPassword('Bahla-Pottery-88');
    takePeakHashing();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => verifyPassword('Bahla-Pottery-88', stored)),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(
      HASHING_LIMITS.running + HASHING_LIMITS.waiting,
    );
    expect(refused).toHaveLength(30 - HASHING_LIMITS.running - HASHING_LIMITS.waiting);
    for (const r of refused) {
      const error = (r as PromiseRejectedResult).reason as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect(error.statusCode).toBe(503);
      expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    expect(takePeakHashing()).toBe(HASHING_LIMITS.running);
    // The line drained: the next hash runs at once.
    expect(await verifyPassword('Bahla-Pottery-88', stored)).toBe(true);
  });
});
