import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { isPostgres } from './migrations/helpers.ts';
import * as m0001 from './migrations/0001_gallery.ts';
import * as m0002 from './migrations/0002_staff_sign_in_throttle.ts';
import * as m0003 from './migrations/0003_customer_sign_in_throttle.ts';
import * as m0004 from './migrations/0004_order_back_office_indexes.ts';
import * as m0005 from './migrations/0005_content_translations.ts';
import * as m0006 from './migrations/0006_list_sort_indexes.ts';
import * as m0007 from './migrations/0007_artwork_artist_listing_index.ts';
import * as m0008 from './migrations/0008_staff_accounts_and_audit_names.ts';
import * as m0009 from './migrations/0009_request_rate_limit.ts';
import * as m0010 from './migrations/0010_artwork_feature_image_stored.ts';
import * as m0011 from './migrations/0011_google_plus_link_retired.ts';
import * as m0012 from './migrations/0012_home_arrangement_stamp.ts';
import * as m0013 from './migrations/0013_catalogue_change_feed.ts';
import * as m0014 from './migrations/0014_artwork_facet_reverse_indexes.ts';
import * as m0015 from './migrations/0015_order_after_sale.ts';
import * as m0016 from './migrations/0016_artwork_enquiries.ts';
import * as m0017 from './migrations/0017_mail_attachments.ts';
import * as m0018 from './migrations/0018_exhibition_drafts.ts';

/**
 * Migrations are imported statically (not read from disk) so the bundled server carries them.
 * Add new ones here in order.
 */
const migrations: Record<string, Migration> = {
  '0001_gallery': m0001,
  '0002_staff_sign_in_throttle': m0002,
  '0003_customer_sign_in_throttle': m0003,
  '0004_order_back_office_indexes': m0004,
  '0005_content_translations': m0005,
  '0006_list_sort_indexes': m0006,
  '0007_artwork_artist_listing_index': m0007,
  '0008_staff_accounts_and_audit_names': m0008,
  '0009_request_rate_limit': m0009,
  '0010_artwork_feature_image_stored': m0010,
  '0011_google_plus_link_retired': m0011,
  '0012_home_arrangement_stamp': m0012,
  '0013_catalogue_change_feed': m0013,
  '0014_artwork_facet_reverse_indexes': m0014,
  '0015_order_after_sale': m0015,
  '0016_artwork_enquiries': m0016,
  '0017_mail_attachments': m0017,
  '0018_exhibition_drafts': m0018,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Any number that other code is unlikely to pick for pg_advisory_lock. */
const SCHEMA_CHANGES_LOCK = 731_204_412;

/**
 * Runs `change` while no other process changes the tables of any schema of this PostgreSQL database
 * through here: Kysely's migrator first lists every table of every schema, and that listing fails
 * ("schema … does not exist") when another schema's tables change or go at the same moment, as
 * when several galleries, or the test suite's parallel workers, share one database. On SQLite it
 * just runs `change`.
 */
export async function withSchemaChangesInTurn<T>(db: Kysely<any>, change: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return change();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SCHEMA_CHANGES_LOCK})`.execute(connection);
    try {
      return await change();
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_CHANGES_LOCK})`.execute(connection);
    }
  });
}

/**
 * The migrations this build knows that the database has not run (an older database a newer process
 * opens before it migrates, or one migrated by nobody). Read from Kysely's bookkeeping table by its
 * plain name, so the connection's search_path picks the schema, as for every other table.
 */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.rows.map((r) => r.name));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}

/**
 * `schema` (PostgreSQL) keeps Kysely's own bookkeeping tables in that schema: without it the
 * migrator looks for them in every schema of the database and trips over another one's.
 */
export async function migrateToLatest(db: Kysely<any>, options: { schema?: string } = {}): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(options.schema ? { migrationTableSchema: options.schema } : {}) });
  const { error, results } = await withSchemaChangesInTurn(db, () => migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
