import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Executor } from '../db/client.ts';
import { isPostgres } from '../db/migrations/helpers.ts';
import { AppError } from '../errors.ts';

/**
 * Guards a back-office save against a form opened before the record last changed. The form sends
 * the record's `updated_at` as it loaded it; when the record's stamp is no longer that one, a
 * colleague's save (or, for an artwork, a sale) came in between, and saving the form as it stands
 * would silently undo it. Such a save is refused whole (409) and the form says to open it again.
 *
 * `loadedAt` undefined means the caller sent no stamp (a script, an older form): the save goes
 * through as before. `null` is the stamp of a record that did not exist yet (a page never written).
 */
export function refuseIfChangedSince(
  loadedAt: string | null | undefined,
  current: string | null | undefined,
  what: string,
  changedBy = 'someone else',
): void {
  if (loadedAt === undefined || loadedAt === (current ?? null)) return;
  throw staleSave(what, changedBy);
}

/** The refusal itself, also for a record that a colleague's save created first (a page). */
export function staleSave(what: string, changedBy = 'someone else'): AppError {
  return new AppError(
    'conflict',
    `This ${what} was changed by ${changedBy} after you opened it. Your changes were not saved: open it again to see what changed, then make yours.`,
    [],
  );
}

/** The records whose saves are checked against the stamp their form loaded. */
type StampedTable = 'artwork' | 'artist' | 'exhibition' | 'press_article' | 'page';

/**
 * A record's `updated_at` as a save inside a transaction must check it: on PostgreSQL the row stays
 * locked until the transaction ends, so two colleagues saving the same version at the same moment
 * are taken in turn and the second reads the first's stamp (without the lock both would read the
 * old one and both would write). SQLite runs one writer at a time, so there a plain read is enough.
 * Undefined when the record is gone.
 */
export async function lockedStamp(tx: Executor, table: StampedTable, id: number): Promise<string | undefined> {
  const lock = isPostgres(tx as unknown as Kysely<unknown>) ? sql` for update` : sql``;
  const { rows } = await sql<{
    updated_at: string;
  }>`select updated_at from ${sql.table(table)} where id = ${id}${lock}`.execute(tx);
  return rows[0]?.updated_at;
}

/** The first key of every lock `takeInTurn` takes: a space of the gallery's own. */
const SAVES_IN_TURN = 731_204_412;

/**
 * Takes saves of one thing in turn on PostgreSQL, until the transaction ends, where there is no
 * single row to lock: a record's translations (none yet, or several rows) and the home page's
 * arrangement (no sections yet). SQLite runs one writer at a time already.
 */
export async function takeInTurn(tx: Executor, key: string): Promise<void> {
  if (!isPostgres(tx as unknown as Kysely<unknown>)) return;
  const hash = crypto.createHash('sha256').update(key).digest().readInt32BE(0);
  await sql`select pg_advisory_xact_lock(${SAVES_IN_TURN}, ${hash})`.execute(tx);
}
