/**
 * Counts attempts per account e-mail in a fixed window: failed logins, so that guessing one
 * customer's password from many addresses is slowed down as much as guessing from one (the
 * per-IP limit covers the other case), and reset mails, so that nobody can flood an inbox.
 * Kept in memory like @fastify/rate-limit's own store: with several processes each keeps its
 * own count, which still bounds attempts to a handful per window each.
 */
export class AttemptThrottle {
  private readonly entries = new Map<string, { attempts: number; resetAt: number }>();

  constructor(
    readonly maxAttempts = 5,
    readonly windowMs = 15 * 60_000,
    private readonly capacity = 50_000,
  ) {}

  /** Milliseconds until the account may be tried again; 0 when it may be tried now. */
  blockedFor(key: string, now = Date.now()): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    if (entry.resetAt <= now) {
      this.entries.delete(key);
      return 0;
    }
    return entry.attempts >= this.maxAttempts ? entry.resetAt - now : 0;
  }

  record(key: string, now = Date.now()): void {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now) {
      entry.attempts += 1;
      return;
    }
    if (this.entries.size >= this.capacity) this.evict(now);
    this.entries.set(key, { attempts: 1, resetAt: now + this.windowMs });
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  /** Drops expired entries, and the oldest ones if a flood of addresses still fills the map. */
  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
    const excess = this.entries.size - Math.floor(this.capacity * 0.9);
    if (excess <= 0) return;
    let dropped = 0;
    for (const key of this.entries.keys()) {
      if (dropped++ >= excess) break;
      this.entries.delete(key);
    }
  }
}
