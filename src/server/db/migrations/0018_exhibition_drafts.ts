import type { Kysely } from 'kysely';

/**
 * An exhibition can be kept as a draft (docs/product.md#screens): the storefront shows only published
 * ones, and the back office every one. The exhibitions there already stay published.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('exhibition')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exhibition').dropColumn('published').execute();
}
