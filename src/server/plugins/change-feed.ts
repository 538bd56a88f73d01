import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { CatalogueChange, CatalogueWrites } from '../db/catalogue-writes.ts';
import type { Executor } from '../db/client.ts';

/**
 * Tells the other processes on the same database what this one invalidated of the catalogue it
 * caches in memory, and invalidates what they tell it (ADR 006).
 *
 * Each process caches catalogue answers, rendered pages, facet counts and the settings (answer-cache,
 * web, catalog routes, settings service), and invalidates them the moment its own requests change the
 * catalogue. A staff save or a sale through another process behind the same load balancer would go
 * unseen here until those copies expire. So every invalidation (everything, or the stock of some
 * works) is written as a row of `catalogue_change`, and each process reads the rows of the others
 * every `CHANGE_FEED_INTERVAL_MS` and reports them to its own database's listeners as if its own
 * statements had made them. A change is then seen everywhere within one interval of its commit.
 *
 * A table read on a timer rather than PostgreSQL's LISTEN/NOTIFY: the same statements on both
 * engines (several processes may share one SQLite file too), nothing lost while a connection is
 * down, and one small indexed read per interval whatever the traffic.
 */

/** How long rows are kept: far longer than any interval, so a late reader still finds them. */
export const KEEP_ROWS_MS = 10 * 60_000;
/** How often each process deletes rows older than that. */
const SWEEP_EVERY_MS = 60_000;
/**
 * Rows are read from this many ids below the highest one seen: on PostgreSQL a row's id is taken
 * before its commit, so a row of another process may appear after a higher one did. Every process
 * writes one row at a time, so this covers as many processes writing at the same moment.
 */
const ID_OVERLAP = 64;
/** More rows than this in one read and the process simply invalidates everything. */
const MOST_ROWS = 500;

export interface ChangeFeed {
  /** This process's name in the feed. */
  readonly origin: string;
  /** Writes what is waiting to be told and reads what the others told (the timer calls it too). */
  catchUp(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    changeFeed: ChangeFeed;
  }
}

/**
 * The handles whose listeners are hearing another process's change right now. Per database, not
 * per app: two apps on one handle (tests) hear each other's reports, and neither may tell it again.
 */
const hearing = new WeakSet<CatalogueWrites>();

/** What several invalidations add up to: everything, or the union of the works. */
function merge(
  waiting: 'everything' | Set<number> | null,
  invalidated: 'everything' | readonly number[],
): 'everything' | Set<number> {
  if (waiting === 'everything' || invalidated === 'everything') return 'everything';
  const works = waiting ?? new Set<number>();
  for (const id of invalidated) works.add(id);
  return works;
}

function changeOf(stockOf: string | null): CatalogueChange {
  if (stockOf === null) return 'everything';
  try {
    const ids: unknown = JSON.parse(stockOf);
    if (Array.isArray(ids) && ids.every((id) => Number.isInteger(id))) return { stockOf: ids as number[] };
  } catch {
    // A row this version cannot read: invalidate everything rather than guess.
  }
  return 'everything';
}

/** Deletes the rows written before `now - KEEP_ROWS_MS`. */
export async function forgetOldChanges(db: Executor, now: number): Promise<void> {
  await db
    .deleteFrom('catalogue_change')
    .where('changed_at', '<', new Date(now - KEEP_ROWS_MS).toISOString())
    .execute();
}

/**
 * Writes one invalidation to the feed, for every process but `origin` to hear. Also how a maintenance
 * command that changed the catalogue from outside the servers (`db:seed`) tells them.
 */
export async function recordChange(
  db: Executor,
  origin: string,
  invalidated: 'everything' | Iterable<number>,
): Promise<void> {
  await db
    .insertInto('catalogue_change')
    .values({
      origin,
      stock_of: invalidated === 'everything' ? null : JSON.stringify([...invalidated]),
      changed_at: new Date().toISOString(),
    })
    .execute();
}

async function highestId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('catalogue_change')
    .select((eb) => eb.fn.max('id').as('highest'))
    .executeTakeFirst();
  return Number(row?.highest ?? 0);
}

async function idsFrom(db: Executor, floor: number): Promise<number[]> {
  const rows = await db.selectFrom('catalogue_change').select('id').where('id', '>', floor).execute();
  return rows.map((row) => row.id);
}

async function changeFeedPlugin(app: FastifyInstance, options: { intervalMs: number }): Promise<void> {
  const { db, catalogueWrites } = app;
  const origin = randomUUID();
  let waiting: 'everything' | Set<number> | null = null;
  let highest = await highestId(db);
  // The rows at or below `highest` already heard, down to `highest - ID_OVERLAP`. Those committed
  // before this process started count as heard: it cached nothing then that they could make stale.
  const heard = new Set<number>(await idsFrom(db, highest - ID_OVERLAP));
  let lastSweep = Date.now();
  let lastRead = Date.now();
  let running: Promise<void> | null = null;
  let closed = false;

  let toldSoon = false;
  const stopListening = app.answerCache.onInvalidate((invalidated) => {
    if (hearing.has(catalogueWrites)) return;
    waiting = merge(waiting, invalidated);
    // Told as soon as the statements of this turn have run, not at the next tick of the timer.
    if (toldSoon || closed) return;
    toldSoon = true;
    setImmediate(() => {
      toldSoon = false;
      void catchUp();
    });
  });

  async function tell(): Promise<void> {
    if (waiting === null) return;
    const told = waiting;
    waiting = null;
    try {
      await recordChange(db, origin, told);
    } catch (error) {
      // Told again with the next round; the others' copies expire meanwhile in any case (`cachedUntil`).
      waiting = merge(waiting, told === 'everything' ? 'everything' : [...told]);
      if (!closed) app.log.warn({ err: error }, 'could not write to the change feed');
    }
  }

  function hear(change: CatalogueChange): void {
    hearing.add(catalogueWrites);
    try {
      catalogueWrites.report(change);
    } finally {
      hearing.delete(catalogueWrites);
    }
  }

  async function read(): Promise<void> {
    const floor = Math.max(0, highest - ID_OVERLAP);
    let rows;
    try {
      rows = await db
        .selectFrom('catalogue_change')
        .select(['id', 'origin', 'stock_of'])
        .where('id', '>', floor)
        .orderBy('id')
        .limit(MOST_ROWS + ID_OVERLAP)
        .execute();
    } catch (error) {
      if (!closed) app.log.warn({ err: error }, 'could not read the change feed');
      // Unread for longer than the rows are kept: what was missed can no longer be known.
      if (Date.now() - lastRead > KEEP_ROWS_MS / 2) {
        lastRead = Date.now();
        hear('everything');
      }
      return;
    }
    lastRead = Date.now();
    const fresh = rows.filter((row) => !heard.has(row.id));
    for (const row of fresh) {
      heard.add(row.id);
      if (row.id > highest) highest = row.id;
    }
    for (const id of heard) if (id <= highest - ID_OVERLAP) heard.delete(id);
    const theirs = fresh.filter((row) => row.origin !== origin);
    if (theirs.length === 0) return;
    if (theirs.length > MOST_ROWS || theirs.some((row) => row.stock_of === null)) return hear('everything');
    const works = new Set<number>();
    for (const row of theirs) {
      const change = changeOf(row.stock_of);
      if (change === 'everything') return hear('everything');
      for (const id of change.stockOf) works.add(id);
    }
    hear({ stockOf: [...works] });
  }

  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    try {
      await forgetOldChanges(db, lastSweep);
    } catch (error) {
      if (!closed) app.log.warn({ err: error }, 'could not sweep the change feed');
    }
  }

  // One round at a time: a round that overlaps the next waits for it rather than racing it.
  function catchUp(): Promise<void> {
    running = (running ?? Promise.resolve())
      .then(async () => {
        await tell();
        await read();
        await sweep();
      })
      // A listener that threw while hearing: the next round goes on all the same.
      .catch((error: unknown) => {
        if (!closed) app.log.error({ err: error }, 'the change feed failed a round');
      });
    const mine = running;
    void mine.finally(() => {
      if (running === mine) running = null;
    });
    return mine;
  }

  const timer = setInterval(() => {
    if (!running) void catchUp();
  }, options.intervalMs);
  timer.unref();

  app.decorate('changeFeed', { origin, catchUp });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stopListening();
    // What this process invalidated last (a save answered just before the stop) still reaches the others.
    await catchUp();
    closed = true;
  });
}

export default fp(changeFeedPlugin, { name: 'change-feed', dependencies: ['db', 'answer-cache'] });
