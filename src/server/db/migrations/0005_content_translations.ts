import type { Kysely } from 'kysely';
import { isoNow } from './helpers.ts';

/**
 * Back-office content in French, German and Arabic (ADR 005): one row per record, language and
 * field. `entity_id` is text because pages are known by their slug and the others by their numeric
 * id. A record points at no foreign key (the table serves several), so the rows of a deleted record
 * are only ever read by the ids of records that exist, and are removed with the record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_translations')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(isoNow(db)))
    .addPrimaryKeyConstraint('content_translations_pk', ['entity', 'entity_id', 'locale', 'field'])
    .execute();
  // The storefront reads by language first: every record of one answer in one language.
  await db.schema
    .createIndex('content_translations_locale_idx')
    .on('content_translations')
    .columns(['locale', 'entity', 'entity_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_translations').execute();
}
