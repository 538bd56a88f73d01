import type { Kysely } from 'kysely';

/**
 * The per-address request limits of @fastify/rate-limit (sign-in, registration, contact, orders),
 * counted per route and address in a fixed window. In the database, not in a process, so a limit
 * of ten a minute is ten whichever process answers (ADR 001). Owned by the rate-limit plugin.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('request_rate_limit_window_idx')
    .on('request_rate_limit')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('request_rate_limit').execute();
}
