import type { Kysely } from 'kysely';

/**
 * Customer attempts counted per key in a fixed window: failed logins ('login:<email>') and
 * password-reset mails ('reset:<email>'). In the database, not in a process, so the limits hold
 * across every server process (docs/product.md#the-product). Owned by the accounts module.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_sign_in_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_sign_in_throttle_window_idx')
    .on('customer_sign_in_throttle')
    .column('window_started_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_sign_in_throttle').execute();
}
