import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { StaffTable } from '../../db/schema.ts';
import { sortedBy, type ListWindow, type SortColumns } from '../../lib/list-page.ts';
import type { staffSorts } from '#shared/api/manage.ts';

/** The staff module owns the tables staff, staff_session and staff_sign_in_throttle. */

const memberColumns = ['staff.id', 'staff.email', 'staff.name', 'staff.role'] as const;

export function findStaffByEmail(db: Executor, email: string) {
  return db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findStaffById(db: Executor, id: number) {
  return db.selectFrom('staff').select(memberColumns).where('id', '=', id).executeTakeFirst();
}

export function findStaffByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('staff').select(memberColumns).where('id', 'in', ids).execute();
}

const STAFF_SORTS: SortColumns<(typeof staffSorts)[number]> = {
  name: sql`lower(staff.name)`,
  email: sql`staff.email`,
  role: sql`staff.role`,
  created: sql`staff.created_at`,
};

/** Every staff account (a handful), by default by name. */
export function listStaff(db: Executor, sort: Pick<ListWindow<(typeof staffSorts)[number]>, 'sort' | 'order'>) {
  const query = db.selectFrom('staff').select([...memberColumns, 'staff.created_at']);
  return sortedBy(query, STAFF_SORTS, sql`staff.id`, sort).execute();
}

export function insertStaff(db: Executor, row: Insertable<StaffTable>) {
  return db
    .insertInto('staff')
    .values(row)
    .returning(['id', 'email', 'name', 'role', 'created_at'])
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

/** The staff member whose unexpired session has this token hash. */
export function findStaffBySession(db: Executor, tokenHash: string, now: string) {
  return db
    .selectFrom('staff_session')
    .innerJoin('staff', 'staff.id', 'staff_session.staff_id')
    .select(memberColumns)
    .where('staff_session.token_hash', '=', tokenHash)
    .where('staff_session.expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('staff_session').where('token_hash', '=', tokenHash).execute();
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

export async function deleteOldAttempts(db: Executor, windowCutoff: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_throttle').where('window_started_at', '<=', windowCutoff).execute();
}
