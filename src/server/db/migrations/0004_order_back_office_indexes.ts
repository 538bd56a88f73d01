import type { Kysely } from 'kysely';

/**
 * What the back office's order screens read often: the lines of an order (order_line has no index
 * on its foreign key; PostgreSQL does not make one), and the audit entries of one record (an
 * order's history).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('order_line_order_idx').on('order_line').column('order_id').execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_entity_idx').execute();
  await db.schema.dropIndex('order_line_order_idx').execute();
}
