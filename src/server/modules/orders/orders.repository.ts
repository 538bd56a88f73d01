import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { OrderLineTable, OrderTable } from '../../db/schema.ts';

export type OrderRow = Selectable<OrderTable>;
export type OrderLineRow = Selectable<OrderLineTable>;

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

export async function ordersOfCustomer(db: Executor, customerId: number) {
  return db
    .selectFrom('customer_order as o')
    .leftJoin('order_line as l', 'l.order_id', 'o.id')
    .select([
      'o.public_id',
      'o.order_no',
      'o.created_at',
      'o.total',
      'o.payment_method',
      'o.status',
      'o.payment_status',
      'o.fulfilment_status',
      sql<number>`coalesce(sum(l.quantity), 0)`.as('item_count'),
    ])
    .where('o.customer_id', '=', customerId)
    .groupBy(['o.id', 'o.public_id', 'o.order_no', 'o.created_at', 'o.total', 'o.payment_method', 'o.status', 'o.payment_status', 'o.fulfilment_status'])
    .orderBy('o.id', 'desc')
    .limit(200)
    .execute();
}

/** Marks the order cancelled and answers true only for the one call that also owes the stock back. */
export async function markCancelled(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('customer_order')
    .set({ status: 'cancelled', stock_returned: 1, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('stock_returned', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
