import type { Kysely } from 'kysely';

/**
 * Failed back-office sign-ins counted per key ('email:<address>', 'ip:<address>') in a fixed
 * window. Kept in the database, not in a process, so the limit holds across every server process
 * (docs/product.md#the-product). Owned by the staff module.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_sign_in_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_sign_in_throttle').execute();
}
