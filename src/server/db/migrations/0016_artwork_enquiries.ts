import type { Kysely } from 'kysely';
import { isoNow, withId } from './helpers.ts';

/**
 * Enquiries about a work (docs/product.md#enquiries): the visitor's message with the work it is
 * about, kept even when the work is later deleted (its name is copied), the storefront language it
 * was written in (the staff's answer goes out in it), and the answers staff sent, each with the
 * outbox mail that carried it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('enquiry'))
    .addColumn('artwork_id', 'integer', (c) => c.references('artwork.id').onDelete('set null'))
    .addColumn('artwork_name', 'text', (c) => c.notNull())
    .addColumn('artwork_slug', 'text', (c) => c.notNull())
    .addColumn('similar', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('answered_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(isoNow(db)))
    .execute();
  await db.schema.createIndex('enquiry_status_created_idx').on('enquiry').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('enquiry_artwork_idx').on('enquiry').column('artwork_id').execute();

  await withId(db, db.schema.createTable('enquiry_reply'))
    .addColumn('enquiry_id', 'integer', (c) => c.notNull().references('enquiry.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('staff_name', 'text')
    .addColumn('mail_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(isoNow(db)))
    .execute();
  await db.schema.createIndex('enquiry_reply_enquiry_idx').on('enquiry_reply').column('enquiry_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enquiry_reply').execute();
  await db.schema.dropTable('enquiry').execute();
}
