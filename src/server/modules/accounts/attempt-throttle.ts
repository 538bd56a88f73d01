import type { Executor } from '../../db/client.ts';
import * as repo from './accounts.repository.ts';

/**
 * Counts attempts per account e-mail in a fixed window: failed logins, so that guessing one
 * customer's password from many addresses is slowed down as much as guessing from one (the
 * per-IP limit covers the other case), and reset mails, so that nobody can flood an inbox.
 *
 * The counts live in the database (docs/product.md#the-product: processes hold no state that matters), so the
 * limit is the same whichever process answers. Every attempt is counted before it is tried and
 * the count is taken back when it succeeded, so guesses sent all at once cannot slip past it.
 */
export class AttemptThrottle {
  constructor(
    /** Keeps the kinds of attempt apart in the one table: 'login', 'reset'. */
    readonly kind: string,
    readonly maxAttempts = 5,
    readonly windowMs = 15 * 60_000,
  ) {}

  private key(account: string): string {
    return `${this.kind}:${account.trim().toLowerCase()}`;
  }

  /**
   * Counts one attempt for the account. Answers 0 when it may go ahead, or the milliseconds until
   * its window ends when it is over the limit.
   */
  async attempt(db: Executor, account: string, now = Date.now()): Promise<number> {
    const cutoff = new Date(now - this.windowMs).toISOString();
    const { attempts, window_started_at } = await repo.countAttempt(
      db,
      this.key(account),
      new Date(now).toISOString(),
      cutoff,
    );
    if (attempts <= this.maxAttempts) return 0;
    return Math.max(1, Date.parse(window_started_at) + this.windowMs - now);
  }

  /** Forgets the account's attempts (a successful login), and every window that is over. */
  async clear(db: Executor, account: string, now = Date.now()): Promise<void> {
    await repo.clearAttempts(db, this.key(account));
    await repo.deleteOldAttempts(db, `${this.kind}:`, new Date(now - this.windowMs).toISOString());
  }
}
