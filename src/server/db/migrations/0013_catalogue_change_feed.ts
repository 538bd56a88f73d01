import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * What each process invalidated of the catalogue it caches in memory (answers, rendered pages,
 * settings), written for the other processes on the same database to invalidate it too
 * (plugins/change-feed.ts). A short log: each process deletes what is older than a few minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('catalogue_change'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('stock_of', 'text')
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('catalogue_change_changed_at_idx').on('catalogue_change').column('changed_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_change').execute();
}
