import { sql, type Kysely } from 'kysely';

/**
 * The back office's lists that grow to thousands of rows (messages, subscribers, the audit log, the
 * mail outbox, exhibition applications) are read one page at a time in a stable order: the sort's
 * column, then the id the same way. An index on exactly those keys lets both engines walk the page
 * in order (forwards or backwards) instead of sorting the whole table for every page. Text sorts
 * are case-insensitive (`lower(...)`), so their indexes are on the same expression.
 *
 * Independent of every earlier migration but the first: it only adds indexes to tables of 0001.
 */
const INDEXES: readonly { name: string; table: string; keys: string }[] = [
  { name: 'contact_message_created_idx', table: 'contact_message', keys: 'created_at, id' },
  { name: 'contact_message_name_idx', table: 'contact_message', keys: 'lower(name), id' },
  { name: 'contact_message_subject_idx', table: 'contact_message', keys: 'lower(subject), id' },
  { name: 'newsletter_subscriber_created_idx', table: 'newsletter_subscriber', keys: 'created_at, id' },
  { name: 'audit_log_created_idx', table: 'audit_log', keys: 'created_at, id' },
  { name: 'audit_log_action_idx', table: 'audit_log', keys: 'action, id' },
  { name: 'mail_outbox_created_idx', table: 'mail_outbox', keys: 'created_at, id' },
  { name: 'mail_outbox_status_idx', table: 'mail_outbox', keys: 'status, id' },
  { name: 'mail_outbox_subject_idx', table: 'mail_outbox', keys: 'lower(subject), id' },
  { name: 'mail_outbox_to_idx', table: 'mail_outbox', keys: 'lower(to_address), id' },
  { name: 'exhibition_application_created_idx', table: 'exhibition_application', keys: 'created_at, id' },
  { name: 'exhibition_application_artist_idx', table: 'exhibition_application', keys: 'lower(artist_name), id' },
  { name: 'exhibition_application_painting_idx', table: 'exhibition_application', keys: 'lower(painting_name), id' },
  { name: 'press_article_published_idx', table: 'press_article', keys: 'published_on, id' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Raw SQL: the expression keys read the same on SQLite and PostgreSQL (a function call needs no
  // extra parentheses in PostgreSQL's index list).
  for (const index of INDEXES) {
    await sql`create index ${sql.id(index.name)} on ${sql.table(index.table)} (${sql.raw(index.keys)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [...INDEXES].reverse()) await db.schema.dropIndex(index.name).execute();
}
