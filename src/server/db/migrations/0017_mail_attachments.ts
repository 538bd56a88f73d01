import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Files attached to an outgoing mail (the invoice PDF on the payment mail, docs/product.md#cart-stock-and-orders),
 * kept with the mail in the outbox so a delivery after the commit, or a retry, sends the same file.
 * The content is base64 text: the same column type and the same reading on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('mail_attachment'))
    .addColumn('mail_id', 'integer', (c) => c.notNull().references('mail_outbox.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_base64', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_attachment_mail_idx').on('mail_attachment').column('mail_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_attachment').execute();
}
