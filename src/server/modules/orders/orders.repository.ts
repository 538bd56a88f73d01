import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { OrderLineTable, OrderRefundTable, OrderTable } from '../../db/schema.ts';
import { searchIn } from '../../lib/list-page.ts';

export type OrderRow = Selectable<OrderTable>;
export type OrderLineRow = Selectable<OrderLineTable>;
export type OrderRefundRow = Selectable<OrderRefundTable>;

/** True for a unique-key violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function orderByIdempotencyKey(db: Executor, key: string): Promise<OrderRow | undefined> {
  return db.selectFrom('customer_order').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export function orderByPublicId(db: Executor, publicId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('customer_order').selectAll().where('public_id', '=', publicId).executeTakeFirst();
}

export function orderLines(db: Executor, orderId: number): Promise<OrderLineRow[]> {
  return db.selectFrom('order_line').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function insertOrder(db: Executor, values: Insertable<OrderTable>): Promise<number> {
  const row = await db.insertInto('customer_order').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function setOrderNo(db: Executor, id: number, orderNo: string): Promise<void> {
  await db.updateTable('customer_order').set({ order_no: orderNo }).where('id', '=', id).execute();
}

/**
 * The highest order id numbered in an earlier year: order numbers below `prefix` ('BAF-2026-')
 * sort before it. Earlier years are long committed, so every transaction sees the same answer.
 */
export async function lastIdBefore(db: Executor, prefix: string): Promise<number> {
  const row = await db
    .selectFrom('customer_order')
    .select(sql<number | null>`max(id)`.as('last'))
    .where('order_no', '<', prefix)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export async function insertLines(db: Executor, lines: Insertable<OrderLineTable>[]): Promise<void> {
  if (lines.length > 0) await db.insertInto('order_line').values(lines).execute();
}

/** What a customer's list of orders shows of each (grouped by, as PostgreSQL wants every column shown). */
const ORDER_SUMMARY = [
  'o.public_id',
  'o.order_no',
  'o.created_at',
  'o.total',
  'o.payment_method',
  'o.status',
  'o.payment_status',
  'o.fulfilment_status',
] as const;

export async function ordersOfCustomer(db: Executor, customerId: number) {
  return db
    .selectFrom('customer_order as o')
    .leftJoin('order_line as l', 'l.order_id', 'o.id')
    .select([...ORDER_SUMMARY, sql<number>`coalesce(sum(l.quantity), 0)`.as('item_count')])
    .where('o.customer_id', '=', customerId)
    .groupBy(['o.id', ...ORDER_SUMMARY])
    .orderBy('o.id', 'desc')
    .limit(200)
    .execute();
}

/** The storefront language of a customer account's latest order, if it has one. */
export async function lastOrderLanguage(db: Executor, customerId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('customer_order')
    .select('language')
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.language;
}

/**
 * Marks the order cancelled and answers true only for the one call that also owes the stock back.
 * The conditions are re-checked on the row itself, so an order completed or shipped by a request
 * that committed meanwhile is not cancelled.
 */
export async function markCancelled(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('customer_order')
    .set(() => {
      const now = new Date().toISOString();
      return { status: 'cancelled', stock_returned: 1, cancelled_at: now, updated_at: now };
    })
    .where('id', '=', id)
    .where('stock_returned', '=', 0)
    .where('status', 'in', ['placed', 'confirmed'])
    .where('fulfilment_status', '=', 'unfulfilled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/* ---------- The back office ---------- */

/** An order by its number (any case) or its public id; both are unique. */
export function orderByRef(db: Executor, ref: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('customer_order')
    .selectAll()
    .where((eb) => eb.or([eb('order_no', '=', ref.toUpperCase()), eb('public_id', '=', ref)]))
    .executeTakeFirst();
}

export interface StaffOrderFilters {
  search?: string;
  /** The orders placed while signed in to this customer account. */
  customerId?: number;
  status?: OrderRow['status'];
  paymentStatus?: OrderRow['payment_status'];
  fulfilmentStatus?: OrderRow['fulfilment_status'];
  paymentMethod?: OrderRow['payment_method'];
  /** ISO instants: created_at >= from and < until. */
  from?: string;
  until?: string;
  /** Unpaid open orders placed before this ISO instant: reservations overdue. */
  unpaidBefore?: string;
}

const SORT_COLUMNS = {
  created: 'o.created_at',
  total: 'o.total',
  order_no: 'o.order_no',
  customer: 'o.full_name',
} as const;
const PAGE_SORT_COLUMNS = {
  created: 'p.created_at',
  total: 'p.total',
  order_no: 'p.order_no',
  customer: 'p.full_name',
} as const;

function filtered(db: Executor, f: StaffOrderFilters) {
  let query = db.selectFrom('customer_order as o');
  if (f.search) {
    query = query.where(searchIn(['o.order_no', 'o.full_name', 'o.email'], f.search));
  }
  if (f.customerId !== undefined) query = query.where('o.customer_id', '=', f.customerId);
  if (f.status) query = query.where('o.status', '=', f.status);
  if (f.paymentStatus) query = query.where('o.payment_status', '=', f.paymentStatus);
  if (f.fulfilmentStatus) query = query.where('o.fulfilment_status', '=', f.fulfilmentStatus);
  if (f.paymentMethod) query = query.where('o.payment_method', '=', f.paymentMethod);
  if (f.from) query = query.where('o.created_at', '>=', f.from);
  if (f.until) query = query.where('o.created_at', '<', f.until);
  if (f.unpaidBefore) {
    query = query
      .where('o.payment_status', '=', 'unpaid')
      .where('o.status', 'in', ['placed', 'confirmed'])
      .where('o.created_at', '<', f.unpaidBefore);
  }
  return query;
}

/**
 * One page of orders and the number matching: two small queries whatever the table's size (the
 * page walks the created_at index for the default sort; line figures come from order_line by
 * its order_id index, for the page's rows only).
 */
export async function listOrdersForStaff(
  db: Executor,
  f: StaffOrderFilters,
  options: { sort: keyof typeof SORT_COLUMNS; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const counted = await filtered(db, f)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  if (total === 0 || options.offset >= total) return { rows: [], total };
  // The page is cut first; the line figures are then computed for its rows only.
  const page = filtered(db, f)
    .select([
      'o.id',
      'o.public_id',
      'o.order_no',
      'o.created_at',
      'o.full_name',
      'o.email',
      'o.country',
      'o.total',
      'o.payment_method',
      'o.status',
      'o.payment_status',
      'o.fulfilment_status',
    ])
    .orderBy(SORT_COLUMNS[options.sort], options.order)
    .orderBy('o.id', options.order)
    .limit(options.limit)
    .offset(options.offset);
  const rows = await db
    .selectFrom(page.as('p'))
    .selectAll('p')
    .select([
      (eb) =>
        eb
          .selectFrom('order_line as l')
          .select(sql<number>`coalesce(sum(l.quantity), 0)`.as('n'))
          .whereRef('l.order_id', '=', 'p.id')
          .as('item_count'),
      (eb) =>
        eb
          .selectFrom('order_line as l')
          .select('l.product_name')
          .whereRef('l.order_id', '=', 'p.id')
          .orderBy('l.id')
          .limit(1)
          .as('first_item'),
    ])
    .orderBy(PAGE_SORT_COLUMNS[options.sort], options.order)
    .orderBy('p.id', options.order)
    .execute();
  return { rows, total };
}

/** How many orders there are in each combination of the three states. */
export async function countOrdersByState(db: Executor) {
  const rows = await db
    .selectFrom('customer_order')
    .select(['status', 'payment_status', 'fulfilment_status', (eb) => eb.fn.countAll().as('n')])
    .groupBy(['status', 'payment_status', 'fulfilment_status'])
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** The sum and count of orders placed since `since` (ISO), except cancelled and refunded ones. */
/**
 * Money received since `since`: the totals of the orders whose payment was recorded since then,
 * less the refunds made since then. `orders` counts the payments.
 */
export async function revenueSince(
  db: Executor,
  since: string,
): Promise<{ total: number; orders: number; refunded: number }> {
  const [paid, refunded] = await Promise.all([
    db
      .selectFrom('customer_order')
      .select([sql<number>`coalesce(sum(total), 0)`.as('total'), (eb) => eb.fn.countAll().as('orders')])
      .where('paid_at', '>=', since)
      .executeTakeFirst(),
    db
      .selectFrom('order_refund')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
      .where('created_at', '>=', since)
      .executeTakeFirst(),
  ]);
  const refundedTotal = Number(refunded?.total ?? 0);
  return {
    total: Number(paid?.total ?? 0) - refundedTotal,
    orders: Number(paid?.orders ?? 0),
    refunded: refundedTotal,
  };
}

/** Open orders whose payment has not come in: how many, and what they would bring. */
export async function awaitingPayment(db: Executor, placedBefore?: string): Promise<{ orders: number; total: number }> {
  let query = db
    .selectFrom('customer_order')
    .select([sql<number>`coalesce(sum(total), 0)`.as('total'), (eb) => eb.fn.countAll().as('orders')])
    .where('payment_status', '=', 'unpaid')
    .where('status', 'in', ['placed', 'confirmed']);
  if (placedBefore) query = query.where('created_at', '<', placedBefore);
  const row = await query.executeTakeFirst();
  return { orders: Number(row?.orders ?? 0), total: Number(row?.total ?? 0) };
}

export type StepColumns = Partial<
  Pick<OrderRow, 'confirmed_at' | 'paid_at' | 'shipped_at' | 'delivered_at' | 'carrier' | 'tracking_number'>
>;

/** Records when the order's steps were taken (and the parcel's carrier and tracking number). */
export async function stampSteps(db: Executor, id: number, steps: StepColumns): Promise<void> {
  if (Object.keys(steps).length === 0) return;
  await db.updateTable('customer_order').set(steps).where('id', '=', id).execute();
}

/**
 * Adds a refund of `amount` to a paid order read with `refundedBefore` already refunded; a refund
 * of the whole total marks the payment refunded. False (nothing changed) when another request
 * refunded or changed its payment meanwhile.
 */
export async function addRefund(
  db: Executor,
  order: Pick<OrderRow, 'id' | 'total' | 'refunded_total'>,
  refund: { amount: number; reason: string; staff_name: string | null },
): Promise<boolean> {
  const refunded = order.refunded_total + refund.amount;
  const result = await db
    .updateTable('customer_order')
    .set({
      refunded_total: refunded,
      ...(refunded >= order.total ? { payment_status: 'refunded' as const } : {}),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', order.id)
    .where('payment_status', '=', 'paid')
    .where('refunded_total', '=', order.refunded_total)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .insertInto('order_refund')
    .values({ order_id: order.id, amount: refund.amount, reason: refund.reason, staff_name: refund.staff_name })
    .execute();
  return true;
}

/** After the payment was marked refunded as a whole: the rest of the total is the last refund. */
export async function refundRest(
  db: Executor,
  order: Pick<OrderRow, 'id' | 'total' | 'refunded_total'>,
  staffName: string | null,
): Promise<number> {
  const rest = order.total - order.refunded_total;
  await db.updateTable('customer_order').set({ refunded_total: order.total }).where('id', '=', order.id).execute();
  if (rest > 0) {
    await db
      .insertInto('order_refund')
      .values({ order_id: order.id, amount: rest, reason: '', staff_name: staffName })
      .execute();
  }
  return rest;
}

export function refundsOf(db: Executor, orderId: number): Promise<OrderRefundRow[]> {
  return db.selectFrom('order_refund').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

type States = Pick<OrderRow, 'status' | 'payment_status' | 'fulfilment_status'>;

/**
 * Moves the order from the states it was read in to `to`; false (and nothing changed) when another
 * request changed it meanwhile, so two staff members cannot both pass the rules on a stale read.
 */
export async function updateOrderStates(db: Executor, id: number, from: States, to: States): Promise<boolean> {
  const result = await db
    .updateTable('customer_order')
    .set({ ...to, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', from.status)
    .where('payment_status', '=', from.payment_status)
    .where('fulfilment_status', '=', from.fulfilment_status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Each customer account's orders in one pass: how many, what they spent (paid, net of refunds)
 * and when they last ordered; joined as `o` by the back office's customers list.
 */
export function customerOrderFigures(db: Executor) {
  return db
    .selectFrom('customer_order')
    .select([
      'customer_id',
      (eb) => eb.fn.countAll<number>().as('order_count'),
      // Money received, net of refunds: an unpaid or cancelled order has not been spent.
      sql<number>`sum(case when paid_at is not null then total - refunded_total else 0 end)`.as('spent'),
      (eb) => eb.fn.max('created_at').as('last_order_at'),
    ])
    .where('customer_id', 'is not', null)
    .groupBy('customer_id')
    .as('o');
}

/* ---------- Reports ---------- */

/** The orders whose payment was recorded in [since, until) (ISO instants). */
export function paymentsBetween(db: Executor, since: string, until: string) {
  return db
    .selectFrom('customer_order')
    .select(['id', 'paid_at', 'total', 'sub_total', 'refunded_total'])
    .where('paid_at', '>=', since)
    .where('paid_at', '<', until)
    .orderBy('id')
    .execute();
}

/** The refunds made in [since, until). */
export function refundsBetween(db: Executor, since: string, until: string) {
  return db
    .selectFrom('order_refund')
    .select(['order_id', 'amount', 'created_at'])
    .where('created_at', '>=', since)
    .where('created_at', '<', until)
    .orderBy('id')
    .execute();
}

/**
 * The lines of these orders with the artist of each work (null when the work or its artist is gone):
 * the report by artist reads the catalogue's names beside the lines as sold.
 */
export async function linesWithArtists(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  const rows = [];
  // In slices, so that the statement's parameters stay within every engine's bounds.
  for (let i = 0; i < orderIds.length; i += 500) {
    rows.push(
      ...(await db
        .selectFrom('order_line as l')
        .leftJoin('artwork as a', 'a.id', 'l.artwork_id')
        .leftJoin('artist as ar', 'ar.id', 'a.artist_id')
        .select([
          'l.id',
          'l.order_id',
          'l.quantity',
          'l.unit_price',
          'ar.id as artist_id',
          'ar.first_name',
          'ar.last_name',
        ])
        .where('l.order_id', 'in', orderIds.slice(i, i + 500))
        .orderBy('l.id')
        .execute()),
    );
  }
  return rows;
}

/** Every order placed in [from, until) (either end open), oldest first, with its count of works. */
export function ordersForExport(db: Executor, from?: string, until?: string) {
  let query = db
    .selectFrom('customer_order as o')
    .selectAll('o')
    .select((eb) =>
      eb
        .selectFrom('order_line as l')
        .select(sql<number>`coalesce(sum(l.quantity), 0)`.as('n'))
        .whereRef('l.order_id', '=', 'o.id')
        .as('item_count'),
    );
  if (from) query = query.where('o.created_at', '>=', from);
  if (until) query = query.where('o.created_at', '<', until);
  return query.orderBy('o.created_at').orderBy('o.id').execute();
}

/**
 * What each buyer bought: by account for orders placed signed in, by e-mail (lower case) for guest
 * checkouts. `spent` is money received net of refunds, as the customers list counts it.
 */
export async function buyerFigures(db: Executor) {
  const rows = await db
    .selectFrom('customer_order')
    .select([
      'customer_id',
      sql<string>`lower(email)`.as('email_key'),
      (eb) => eb.fn.countAll<number>().as('order_count'),
      sql<number>`sum(case when paid_at is not null then total - refunded_total else 0 end)`.as('spent'),
      (eb) => eb.fn.max('created_at').as('last_order_at'),
      (eb) => eb.fn.max('full_name').as('full_name'),
      (eb) => eb.fn.max('phone').as('phone'),
      (eb) => eb.fn.max('country').as('country'),
    ])
    .groupBy(['customer_id', sql`lower(email)`])
    .execute();
  return rows.map((r) => ({
    ...r,
    order_count: Number(r.order_count),
    spent: Number(r.spent ?? 0),
  }));
}
