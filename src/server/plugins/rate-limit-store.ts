import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Executor } from '../db/client.ts';

/** How often a process forgets the windows that are over (a bounded table, not a growing one). */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Counts one request for `key` in its window and answers the count and the milliseconds left: a
 * window that is over starts again at 1. One statement, so requests at once, even through
 * different processes, each get a count of their own.
 */
export async function countRequest(
  db: Executor,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ current: number; ttl: number }> {
  const nowIso = new Date(now).toISOString();
  const nextEnd = new Date(now + windowMs).toISOString();
  const over = sql<boolean>`request_rate_limit.window_ends_at <= ${nowIso}`;
  const row = await db
    .insertInto('request_rate_limit')
    .values({ key, hits: 1, window_ends_at: nextEnd })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${over} then 1 else request_rate_limit.hits + 1 end`,
        window_ends_at: sql<string>`case when ${over} then ${nextEnd} else request_rate_limit.window_ends_at end`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Date.parse(row.window_ends_at) - now) };
}

/** Forgets every window that ended before `now`. */
export async function forgetEndedWindows(db: Executor, now: number): Promise<void> {
  await db.deleteFrom('request_rate_limit').where('window_ends_at', '<=', new Date(now).toISOString()).execute();
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the gallery's database instead of each
 * process's memory (ADR 001: processes keep no state that matters), so "ten sign-ins a minute from
 * one address" holds across every process behind a load balancer. Each route counts apart, as the
 * plugin's own memory store does. Only routes that set `config.rateLimit` pay its one statement.
 */
export function databaseRateLimitStore(db: Executor, clock: () => number = Date.now): FastifyRateLimitStoreCtor {
  let lastSweep = clock();

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = clock();
      countRequest(db, `${this.route}|${key}`, timeWindow, now).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
      if (now - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now;
        // Not awaited: the request does not wait for the housekeeping, and a failed sweep is retried later.
        forgetEndedWindows(db, now).catch(() => {
          lastSweep = 0;
        });
      }
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, the route itself under `routeInfo`
      // (its typings name the route's options instead).
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = [route.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(undefined, `${method} ${route.url ?? ''}`.trim());
    }
  }

  return DatabaseRateLimitStore;
}
