import type { Executor } from '../db/client.ts';

/**
 * Where a module keeps its attempt counts: one table per module (customers', staff's), each
 * queried only by its own module's repository, which hands these four functions over.
 */
export interface AttemptCounts {
  /** Counts one more attempt for `key`; a window started at or before `windowCutoff` restarts at 1. */
  countAttempt(
    db: Executor,
    key: string,
    now: string,
    windowCutoff: string,
  ): Promise<{ attempts: number; window_started_at: string }>;
  /** Takes one attempt back (refused before it was tried, or successful). */
  uncountAttempt(db: Executor, key: string): Promise<void>;
  clearAttempts(db: Executor, key: string): Promise<void>;
  /** Forgets the windows that are over for every key starting with `prefix`. */
  deleteOldAttempts(db: Executor, prefix: string, windowCutoff: string): Promise<void>;
}

/**
 * Counts attempts per key (an account's e-mail, an address) in a fixed window: failed sign-ins
 * from one address, reset mails to one inbox, alerts to one owner.
 *
 * The counts live in the database (docs/product.md#the-product: processes hold no state that matters), so the
 * limit is the same whichever process answers. Every attempt is counted before it is tried and
 * the count is taken back when it succeeded, so guesses sent all at once cannot slip past it.
 */
export class AttemptThrottle {
  constructor(
    private readonly counts: AttemptCounts,
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
    const { attempts, window_started_at } = await this.counts.countAttempt(
      db,
      this.key(account),
      new Date(now).toISOString(),
      cutoff,
    );
    if (attempts <= this.maxAttempts) return 0;
    return Math.max(1, Date.parse(window_started_at) + this.windowMs - now);
  }

  /** Takes one attempt back: it succeeded, and the address may be shared by people who did not fail. */
  async takeBack(db: Executor, account: string): Promise<void> {
    await this.counts.uncountAttempt(db, this.key(account));
  }

  /** Forgets the account's attempts (a successful login), and every window that is over. */
  async clear(db: Executor, account: string, now = Date.now()): Promise<void> {
    await this.counts.clearAttempts(db, this.key(account));
    await this.counts.deleteOldAttempts(db, `${this.kind}:`, new Date(now - this.windowMs).toISOString());
  }
}

/**
 * Failed logins to one account from anywhere slow the account down instead of locking it: the
 * first `freeAttempts` in a window go through at once; after them, each attempt waits for a step
 * that doubles from one second up to `longestStepMs`, counted from the start of the window. A
 * stranger guessing from many addresses gets a few guesses a minute at most, and the owner is never
 * kept out for longer than one step past the stranger's last guess. An attempt that comes too early
 * is refused without being tried and is not counted, so hammering does not push the wait further.
 */
export class AccountSlowdown {
  constructor(
    private readonly counts: AttemptCounts,
    readonly kind: string,
    readonly freeAttempts = 5,
    readonly windowMs = 15 * 60_000,
    readonly longestStepMs = 60_000,
  ) {}

  private key(account: string): string {
    return `${this.kind}:${account.trim().toLowerCase()}`;
  }

  /** How long after the window's start the `n`th attempt of the window may be tried. */
  delayBefore(n: number): number {
    let total = 0;
    for (let k = 1; k <= n - this.freeAttempts; k += 1) total += Math.min(1000 * 2 ** (k - 1), this.longestStepMs);
    return total;
  }

  /**
   * Counts one attempt for the account. Answers `wait` 0 when it may be tried now, or the
   * milliseconds to wait (the attempt is then not counted), and the count in the window.
   */
  async attempt(db: Executor, account: string, now = Date.now()): Promise<{ wait: number; attempts: number }> {
    const key = this.key(account);
    const cutoff = new Date(now - this.windowMs).toISOString();
    const { attempts, window_started_at } = await this.counts.countAttempt(
      db,
      key,
      new Date(now).toISOString(),
      cutoff,
    );
    const due = Date.parse(window_started_at) + this.delayBefore(attempts);
    if (due <= now) return { wait: 0, attempts };
    await this.counts.uncountAttempt(db, key);
    return { wait: due - now, attempts: attempts - 1 };
  }

  /** Whether the account is being slowed down: more failures in the window than the free ones. */
  slowed(attempts: number): boolean {
    return attempts >= this.freeAttempts;
  }

  /** Forgets the account's attempts (a successful login), and every window that is over. */
  async clear(db: Executor, account: string, now = Date.now()): Promise<void> {
    await this.counts.clearAttempts(db, this.key(account));
    await this.counts.deleteOldAttempts(db, `${this.kind}:`, new Date(now - this.windowMs).toISOString());
  }
}
