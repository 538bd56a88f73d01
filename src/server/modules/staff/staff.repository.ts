import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { isPostgres } from '../../db/migrations/helpers.ts';
import type { StaffTable } from '../../db/schema.ts';
import { sortedBy, type ListWindow, type SortColumns } from '../../lib/list-page.ts';
import type { staffSorts } from '#shared/api/manage.ts';
import type { AttemptCounts } from '../../lib/attempt-throttle.ts';

/** The staff module owns the tables staff, staff_session and staff_sign_in_throttle. */

const memberColumns = ['staff.id', 'staff.email', 'staff.name', 'staff.role'] as const;

export function findStaffByEmail(db: Executor, email: string) {
  return db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findStaffById(db: Executor, id: number) {
  return db.selectFrom('staff').select(memberColumns).where('id', '=', id).executeTakeFirst();
}

const accountColumns = [...memberColumns, 'staff.created_at', 'staff.disabled_at'] as const;

/** The account as the staff screen shows it (with its dates), or undefined. */
export function findStaffAccountById(db: Executor, id: number) {
  return db.selectFrom('staff').select(accountColumns).where('id', '=', id).executeTakeFirst();
}

/** The password hash of one account, to check a password against it. */
export async function passwordHashOf(db: Executor, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('staff').select('password_hash').where('id', '=', id).executeTakeFirst();
  return row?.password_hash;
}

export async function updateStaff(
  db: Executor,
  id: number,
  changes: Partial<Pick<Selectable<StaffTable>, 'role' | 'disabled_at' | 'password_hash'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The ids of the owners who may sign in, locked until the transaction ends (PostgreSQL; SQLite runs
 * one writer at a time anyway), so that two owners demoting or disabling each other at the same
 * moment cannot leave the gallery without one.
 */
export async function lockActiveOwners(db: Executor): Promise<number[]> {
  let query = db.selectFrom('staff').select('id').where('role', '=', 'owner').where('disabled_at', 'is', null);
  if (isPostgres(db as unknown as Kysely<unknown>)) query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}

const STAFF_SORTS: SortColumns<(typeof staffSorts)[number]> = {
  name: sql`lower(staff.name)`,
  email: sql`staff.email`,
  role: sql`staff.role`,
  created: sql`staff.created_at`,
};

/** Every staff account (a handful), by default by name. */
export function listStaff(db: Executor, sort: Pick<ListWindow<(typeof staffSorts)[number]>, 'sort' | 'order'>) {
  const query = db.selectFrom('staff').select(accountColumns);
  return sortedBy(query, STAFF_SORTS, sql`staff.id`, sort).execute();
}

export function insertStaff(db: Executor, row: Insertable<StaffTable>) {
  return db
    .insertInto('staff')
    .values(row)
    .returning(['id', 'email', 'name', 'role', 'created_at', 'disabled_at'])
    .executeTakeFirstOrThrow();
}

export async function deleteStaff(db: Executor, id: number): Promise<boolean> {
  // Sessions go with the account (foreign key on delete cascade); audit entries keep a null staff_id.
  await db.deleteFrom('staff_session').where('staff_id', '=', id).execute();
  const result = await db.deleteFrom('staff').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countStaff(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSession(db: Executor, row: { token_hash: string; staff_id: number; expires_at: string }) {
  await db.insertInto('staff_session').values(row).execute();
}

/** The staff member whose unexpired session has this token hash (never a disabled account's). */
export function findStaffBySession(db: Executor, tokenHash: string, now: string) {
  return db
    .selectFrom('staff_session')
    .innerJoin('staff', 'staff.id', 'staff_session.staff_id')
    .select(memberColumns)
    .where('staff_session.token_hash', '=', tokenHash)
    .where('staff_session.expires_at', '>', now)
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('staff_session').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of one account, but the one with `keepTokenHash` (the one in use) when given. */
export async function deleteSessionsOf(db: Executor, staffId: number, keepTokenHash?: string): Promise<void> {
  let query = db.deleteFrom('staff_session').where('staff_id', '=', staffId);
  if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
  await query.execute();
}

export async function deleteExpiredSessions(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('staff_session').where('expires_at', '<=', now).execute();
}

/**
 * Counts one more sign-in attempt for `key` and answers the count in the current window. A window
 * that started at or before `windowCutoff` is over, so the count restarts at 1. One statement, so
 * concurrent attempts from several processes are all counted.
 */
export function countAttempt(db: Executor, key: string, now: string, windowCutoff: string) {
  const expired = sql<boolean>`staff_sign_in_throttle.window_started_at <= ${windowCutoff}`;
  return db
    .insertInto('staff_sign_in_throttle')
    .values({ key, failures: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else staff_sign_in_throttle.failures + 1 end`,
        window_started_at: sql<string>`case when ${expired} then ${now} else staff_sign_in_throttle.window_started_at end`,
      }),
    )
    .returning(['failures', 'window_started_at'])
    .executeTakeFirstOrThrow();
}

/** Takes back one counted attempt (it turned out to be a successful sign-in). */
export async function uncountAttempt(db: Executor, key: string): Promise<void> {
  await db
    .updateTable('staff_sign_in_throttle')
    .set({ failures: sql<number>`failures - 1` })
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

export async function clearAttempts(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_throttle').where('key', '=', key).execute();
}

/** Forgets the windows that are over, for every key of one kind (`prefix`, e.g. 'email:'). */
export async function deleteOldAttempts(db: Executor, prefix: string, windowCutoff: string): Promise<void> {
  await db
    .deleteFrom('staff_sign_in_throttle')
    .where('key', 'like', `${prefix}%`)
    .where('window_started_at', '<=', windowCutoff)
    .execute();
}

/** The staff's attempt counts, for lib/attempt-throttle.ts. */
export const attemptCounts: AttemptCounts = {
  countAttempt: async (db, key, now, windowCutoff) => {
    const { failures, window_started_at } = await countAttempt(db, key, now, windowCutoff);
    return { attempts: failures, window_started_at };
  },
  uncountAttempt,
  clearAttempts,
  deleteOldAttempts,
};
