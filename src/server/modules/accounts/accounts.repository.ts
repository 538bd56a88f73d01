import {
  sql,
  type AliasableExpression,
  type AliasedSelectQueryBuilder,
  type Expression,
  type Insertable,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { CustomerAddressTable, CustomerTable } from '../../db/schema.ts';
import { countThenRead, searchIn, sortedPage, type ListWindow, type SortColumns } from '../../lib/list-page.ts';
import type { customerSorts } from '#shared/api/manage-customers.ts';
import type { AttemptCounts } from '../../lib/attempt-throttle.ts';

export type CustomerRow = Selectable<CustomerTable>;
export type AddressRow = Selectable<CustomerAddressTable>;

const nowIso = () => new Date().toISOString();

/** True for a unique-key violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function customerByEmail(db: Executor, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where('email', '=', email).executeTakeFirst();
}

export function customerById(db: Executor, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCustomer(db: Executor, values: Insertable<CustomerTable>): Promise<number> {
  const row = await db.insertInto('customer').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCustomer(db: Executor, id: number, changes: Updateable<CustomerTable>): Promise<void> {
  await db
    .updateTable('customer')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function insertSession(
  db: Executor,
  values: { token_hash: string; customer_id: number; expires_at: string },
) {
  await db.insertInto('customer_session').values(values).execute();
}

/** The live session with this token hash and its customer. */
export function sessionCustomer(db: Executor, tokenHash: string, now: string) {
  return db
    .selectFrom('customer_session as s')
    .innerJoin('customer as c', 'c.id', 's.customer_id')
    .select(['c.id', 'c.email', 'c.first_name', 'c.last_name', 'c.phone'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('customer_session').where('token_hash', '=', tokenHash).execute();
}

/** Ends the customer's sessions, all of them or all but one. */
export async function deleteSessionsOf(db: Executor, customerId: number, keepTokenHash?: string | null): Promise<void> {
  let query = db.deleteFrom('customer_session').where('customer_id', '=', customerId);
  if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
  await query.execute();
}

export async function deleteExpiredSessionsOf(db: Executor, customerId: number, now: string): Promise<void> {
  await db
    .deleteFrom('customer_session')
    .where('customer_id', '=', customerId)
    .where('expires_at', '<=', now)
    .execute();
}

export async function insertReset(
  db: Executor,
  values: { token_hash: string; customer_id: number; expires_at: string },
) {
  await db.insertInto('password_reset').values(values).execute();
}

export async function deleteResetsOf(db: Executor, customerId: number): Promise<void> {
  await db.deleteFrom('password_reset').where('customer_id', '=', customerId).execute();
}

export async function liveResetCustomer(db: Executor, tokenHash: string, now: string): Promise<number | null> {
  const row = await db
    .selectFrom('password_reset')
    .select('customer_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/**
 * Marks a live, unused reset token as used and answers its customer; the conditional update makes
 * the token single-use even when the link is submitted twice at once.
 */
export async function consumeReset(db: Executor, tokenHash: string, now: string): Promise<number | null> {
  const customerId = await liveResetCustomer(db, tokenHash, now);
  if (customerId === null) return null;
  const result = await db
    .updateTable('password_reset')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? customerId : null;
}

export function addressesOf(db: Executor, customerId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('customer_address')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}

export function addressOf(db: Executor, customerId: number, id: number): Promise<AddressRow | undefined> {
  return db
    .selectFrom('customer_address')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertAddress(db: Executor, values: Insertable<CustomerAddressTable>): Promise<number> {
  const row = await db.insertInto('customer_address').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(
  db: Executor,
  customerId: number,
  id: number,
  changes: Updateable<CustomerAddressTable>,
): Promise<void> {
  await db
    .updateTable('customer_address')
    .set(changes)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();
}

export async function deleteAddress(db: Executor, customerId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('customer_address')
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function clearDefaultAddress(db: Executor, customerId: number): Promise<void> {
  await db.updateTable('customer_address').set({ is_default: 0 }).where('customer_id', '=', customerId).execute();
}

/**
 * Counts one more attempt for `key` and answers the count in the current window. A window that
 * started at or before `windowCutoff` is over, so the count restarts at 1. One statement, so
 * concurrent attempts from several processes are all counted.
 */
export function countAttempt(db: Executor, key: string, now: string, windowCutoff: string) {
  const expired = sql<boolean>`customer_sign_in_throttle.window_started_at <= ${windowCutoff}`;
  return db
    .insertInto('customer_sign_in_throttle')
    .values({ key, attempts: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        attempts: sql<number>`case when ${expired} then 1 else customer_sign_in_throttle.attempts + 1 end`,
        window_started_at: sql<string>`case when ${expired} then ${now} else customer_sign_in_throttle.window_started_at end`,
      }),
    )
    .returning(['attempts', 'window_started_at'])
    .executeTakeFirstOrThrow();
}

/** Takes one attempt back (one that was refused before it was tried, or that succeeded). */
export async function uncountAttempt(db: Executor, key: string): Promise<void> {
  await db
    .updateTable('customer_sign_in_throttle')
    .set({ attempts: sql<number>`customer_sign_in_throttle.attempts - 1` })
    .where('key', '=', key)
    .where('attempts', '>', 0)
    .execute();
}

export async function clearAttempts(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('customer_sign_in_throttle').where('key', '=', key).execute();
}

/** Forgets the windows that are over, for every key of one kind (`prefix`, e.g. 'login:'). */
export async function deleteOldAttempts(db: Executor, prefix: string, windowCutoff: string): Promise<void> {
  await db
    .deleteFrom('customer_sign_in_throttle')
    .where('key', 'like', `${prefix}%`)
    .where('window_started_at', '<=', windowCutoff)
    .execute();
}

/* ---------- The back office ---------- */

/** Each account's orders, as the orders module counts them (one row per customer_id). */
export interface CustomerOrderFigures {
  customer_id: number | null;
  order_count: number;
  /** Baisa over the orders not cancelled. */
  spent: number;
  last_order_at: string | null;
}

/** What the customers list shows from other modules' tables, built by those modules. */
export interface CustomerCompanions {
  orderFigures(db: Executor): AliasedSelectQueryBuilder<CustomerOrderFigures, 'o'>;
  /** True when the address `email` is on the newsletter. */
  onNewsletter(email: Expression<string>): AliasableExpression<SqlBool>;
}

const CUSTOMER_SORTS: SortColumns<(typeof customerSorts)[number]> = {
  joined: sql`c.created_at`,
  name: [sql`lower(c.first_name)`, sql`lower(c.last_name)`],
  email: sql`c.email`,
  orders: sql`coalesce(o.order_count, 0)`,
  spent: sql`coalesce(o.spent, 0)`,
  // Accounts that never ordered come first going up, last going down, on both engines.
  last_order: sql`coalesce(o.last_order_at, '')`,
};

/** A phone number's digits alone, so "91234567" finds "+968 9123 4567" (as caller ID shows it). */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(coalesce(c.phone, ''), ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')`;

function customersMatching(db: Executor, search: string | undefined) {
  let query = db.selectFrom('customer as c');
  if (search) {
    const digits = search.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        searchIn([sql<string>`c.first_name || ' ' || c.last_name`, 'c.email', 'c.phone'], search),
        // Four digits or more, however they are spaced or prefixed.
        ...(digits.length >= 4 ? [sql<SqlBool>`${phoneDigits} like ${`%${digits}%`}`] : []),
      ]),
    );
  }
  return query;
}

/** The account's columns with its order figures and whether its address is on the newsletter. */
function withFigures(db: Executor, query: ReturnType<typeof customersMatching>, companions: CustomerCompanions) {
  return query
    .leftJoin(companions.orderFigures(db), 'o.customer_id', 'c.id')
    .select([
      'c.id',
      'c.email',
      'c.first_name',
      'c.last_name',
      'c.phone',
      'c.created_at',
      'o.order_count',
      'o.spent',
      'o.last_order_at',
      companions.onNewsletter(sql.ref('c.email')).as('newsletter'),
    ]);
}

/** One page of customer accounts (by default newest first) with their order figures, and how many match. */
export function listCustomersPage(
  db: Executor,
  options: { search?: string } & ListWindow<(typeof customerSorts)[number]>,
  companions: CustomerCompanions,
) {
  const count = customersMatching(db, options.search).select((eb) => eb.fn.countAll().as('total'));
  return countThenRead(count, options.offset, () =>
    sortedPage(
      withFigures(db, customersMatching(db, options.search), companions),
      CUSTOMER_SORTS,
      sql`c.id`,
      options,
    ).execute(),
  );
}

export function customerWithFigures(db: Executor, id: number, companions: CustomerCompanions) {
  return withFigures(db, customersMatching(db, undefined), companions).where('c.id', '=', id).executeTakeFirst();
}

/** The customers' attempt counts, for lib/attempt-throttle.ts. */
export const attemptCounts: AttemptCounts = { countAttempt, uncountAttempt, clearAttempts, deleteOldAttempts };

/** Every customer account, oldest first, for the customers' export. */
export function allCustomers(db: Executor) {
  return db
    .selectFrom('customer')
    .select(['id', 'email', 'first_name', 'last_name', 'phone', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
