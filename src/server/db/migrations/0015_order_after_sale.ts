import { sql, type Kysely } from 'kysely';
import { isoNow, withId } from './helpers.ts';

/**
 * What follows an order: the language the collector used at checkout (every later e-mail goes out
 * in it), the carrier and tracking number once shipped, when the payment was recorded, and the
 * day of each step (the collector's order page shows them as a timeline), the refunds made (each with its amount and reason; `refunded_total` keeps their sum on the order so
 * that revenue and a customer's spending need no join). Orders paid or refunded before this
 * migration take their last change as their payment day; a refunded one gets one refund of its total.
 */
const STEP_COLUMNS = ['confirmed_at', 'paid_at', 'shipped_at', 'delivered_at', 'cancelled_at'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('customer_order')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema.alterTable('customer_order').addColumn('carrier', 'text').execute();
  await db.schema.alterTable('customer_order').addColumn('tracking_number', 'text').execute();
  for (const step of STEP_COLUMNS) await db.schema.alterTable('customer_order').addColumn(step, 'text').execute();
  await db.schema
    .alterTable('customer_order')
    .addColumn('refunded_total', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('order_refund'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('staff_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(isoNow(db)))
    .execute();
  await db.schema.createIndex('order_refund_order_idx').on('order_refund').column('order_id').execute();
  await db.schema.createIndex('order_refund_created_idx').on('order_refund').column('created_at').execute();
  await db.schema.createIndex('customer_order_paid_idx').on('customer_order').column('paid_at').execute();

  await sql`update customer_order set paid_at = updated_at where payment_status in ('paid', 'refunded')`.execute(db);
  await sql`update customer_order set refunded_total = total where payment_status = 'refunded'`.execute(db);
  await sql`insert into order_refund (order_id, amount, reason, created_at)
    select id, total, 'Refunded in full', updated_at from customer_order where payment_status = 'refunded'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_refund').execute();
  await db.schema.dropIndex('customer_order_paid_idx').execute();
  for (const column of ['refunded_total', ...STEP_COLUMNS, 'tracking_number', 'carrier', 'language']) {
    await db.schema.alterTable('customer_order').dropColumn(column).execute();
  }
}
