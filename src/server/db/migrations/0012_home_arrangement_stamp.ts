import type { Kysely } from 'kysely';

/**
 * The home page's sections carry the time of the save that last arranged them, so a save from a
 * form opened before a colleague's is refused instead of undoing it. Sections arranged before this
 * migration have none (null) until the next save.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('home_section').addColumn('updated_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('home_section').dropColumn('updated_at').execute();
}
