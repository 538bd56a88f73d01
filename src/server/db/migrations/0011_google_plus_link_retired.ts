import { sql, type Kysely } from 'kysely';

/**
 * The API's google_plus setting now shows in the footer as the gallery's Google link (its Business
 * Profile or map). Google+ closed in 2019: a plus.google.com address kept from before (the demo
 * seed had one) leads nowhere, so it is emptied and the link stays hidden until staff enter one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update setting set value = ${JSON.stringify('')}
    where key = 'google_plus' and lower(value) like ${'%plus.google.com%'}
  `.execute(db);
}

/** Nothing to undo: the address led nowhere. */
export async function down(): Promise<void> {}
