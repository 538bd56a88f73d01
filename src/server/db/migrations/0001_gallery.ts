import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { isoNow, withId } from './helpers.ts';

/** The whole gallery domain of docs/product.md#data and docs/product.md#artworks. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = isoNow(db);
  const created = (t: any) => t.addColumn('created_at', 'text', (c: any) => c.notNull().defaultTo(now));
  const stamped = (t: any) => created(t).addColumn('updated_at', 'text', (c: any) => c.notNull().defaultTo(now));

  await created(
    withId(db, db.schema.createTable('media'))
      .addColumn('storage_key', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('original_name', 'text')
      .addColumn('alt', 'text'),
  ).execute();

  await stamped(
    withId(db, db.schema.createTable('artist'))
      .addColumn('artist_slug', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('location', 'text')
      .addColumn('profile_image_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await stamped(
    withId(db, db.schema.createTable('artwork'))
      .addColumn('product_slug', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('artist_id', 'integer', (c) => c.references('artist.id').onDelete('set null'))
      .addColumn('sku', 'text')
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('full_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('medium', 'text')
      .addColumn('support', 'text')
      .addColumn('width_cm', 'real')
      .addColumn('height_cm', 'real')
      .addColumn('depth_cm', 'real')
      .addColumn('orientation', 'text')
      .addColumn('year', 'integer')
      .addColumn('edition_type', 'text', (c) => c.notNull().defaultTo('unique'))
      .addColumn('edition_size', 'integer')
      .addColumn('edition_number', 'integer')
      .addColumn('framed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('availability', 'text', (c) => c.notNull().defaultTo('available'))
      .addColumn('affiliate_link', 'text')
      .addColumn('feature_image_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
      .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sale_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
      .addCheckConstraint('artwork_stock_not_negative', sql`stock >= 0`)
      .addCheckConstraint('artwork_price_not_negative', sql`price >= 0`),
  ).execute();
  await db.schema.createIndex('artwork_artist_idx').on('artwork').column('artist_id').execute();
  await db.schema.createIndex('artwork_listing_idx').on('artwork').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('artwork_price_idx').on('artwork').columns(['status', 'price']).execute();

  await db.schema
    .createTable('artwork_image')
    .addColumn('artwork_id', 'integer', (c) => c.notNull().references('artwork.id').onDelete('cascade'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('artwork_image_pk', ['artwork_id', 'media_id'])
    .execute();

  await withId(db, db.schema.createTable('artwork_variation'))
    .addColumn('artwork_id', 'integer', (c) => c.notNull().references('artwork.id').onDelete('cascade'))
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('artwork_variation_color_uq', ['artwork_id', 'color'])
    .execute();

  await withId(db, db.schema.createTable('variation_size'))
    .addColumn('variation_id', 'integer', (c) => c.notNull().references('artwork_variation.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('variation_size_name_uq', ['variation_id', 'name'])
    .addCheckConstraint('variation_size_stock_not_negative', sql`stock >= 0`)
    .execute();

  for (const name of ['category', 'tag'] as const) {
    await withId(db, db.schema.createTable(name))
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable(`artwork_${name}`)
      .addColumn('artwork_id', 'integer', (c) => c.notNull().references('artwork.id').onDelete('cascade'))
      .addColumn(`${name}_id`, 'integer', (c) => c.notNull().references(`${name}.id`).onDelete('cascade'))
      .addPrimaryKeyConstraint(`artwork_${name}_pk`, ['artwork_id', `${name}_id`])
      .execute();
  }

  await stamped(
    withId(db, db.schema.createTable('exhibition'))
      .addColumn('exhibition_slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('full_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('venue', 'text')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('group')),
  ).execute();
  await db.schema.createIndex('exhibition_dates_idx').on('exhibition').columns(['start_date', 'end_date']).execute();

  await db.schema
    .createTable('exhibition_artwork')
    .addColumn('exhibition_id', 'integer', (c) => c.notNull().references('exhibition.id').onDelete('cascade'))
    .addColumn('artwork_id', 'integer', (c) => c.notNull().references('artwork.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('exhibition_artwork_pk', ['exhibition_id', 'artwork_id'])
    .execute();
  await db.schema.createIndex('exhibition_artwork_artwork_idx').on('exhibition_artwork').column('artwork_id').execute();

  await stamped(
    withId(db, db.schema.createTable('exhibition_application'))
      .addColumn('exhibition_id', 'integer', (c) => c.references('exhibition.id').onDelete('set null'))
      .addColumn('exhibition_label', 'text', (c) => c.notNull())
      .addColumn('artist_name', 'text', (c) => c.notNull())
      .addColumn('artist_email', 'text', (c) => c.notNull())
      .addColumn('artist_mobile', 'text', (c) => c.notNull())
      .addColumn('artist_description', 'text', (c) => c.notNull())
      .addColumn('painting_name', 'text', (c) => c.notNull())
      .addColumn('painting_file_id', 'integer', (c) => c.notNull().references('media.id'))
      .addColumn('portfolio_file_id', 'integer', (c) => c.references('media.id'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new')),
  ).execute();

  await stamped(
    withId(db, db.schema.createTable('press_article'))
      .addColumn('article_title', 'text', (c) => c.notNull())
      .addColumn('press_name', 'text', (c) => c.notNull())
      .addColumn('image_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
      .addColumn('press_logo_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
      .addColumn('pdf_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
      .addColumn('published_on', 'text', (c) => c.notNull()),
  ).execute();

  await withId(db, db.schema.createTable('page'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('page_name', 'text', (c) => c.notNull())
    .addColumn('page_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await withId(db, db.schema.createTable('page_card'))
    .addColumn('page_id', 'integer', (c) => c.notNull().references('page.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('link', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('home_section'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('currency')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('decimals', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await stamped(
    withId(db, db.schema.createTable('customer'))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text'),
  ).execute();

  await created(
    withId(db, db.schema.createTable('customer_address'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
      .addColumn('label', 'text')
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('governorate', 'text')
      .addColumn('wilayat', 'text')
      .addColumn('city', 'text')
      .addColumn('line1', 'text', (c) => c.notNull())
      .addColumn('line2', 'text')
      .addColumn('postal_code', 'text')
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await stamped(
    withId(db, db.schema.createTable('staff'))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull()),
  ).execute();

  // Session and reset tokens are stored as SHA-256 hashes only.
  for (const [table, owner] of [
    ['customer_session', 'customer'],
    ['staff_session', 'staff'],
    ['password_reset', 'customer'],
  ] as const) {
    let t = created(
      db.schema
        .createTable(table)
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn(`${owner}_id`, 'integer', (c) => c.notNull().references(`${owner}.id`).onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull()),
    );
    if (table === 'password_reset') t = t.addColumn('used_at', 'text');
    await t.execute();
  }

  await stamped(
    withId(db, db.schema.createTable('cart'))
      .addColumn('session_id', 'text', (c) => c.notNull().unique())
      .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('cart_customer_idx').on('cart').column('customer_id').execute();

  await created(
    withId(db, db.schema.createTable('cart_line'))
      .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.id').onDelete('cascade'))
      .addColumn('artwork_id', 'integer', (c) => c.notNull().references('artwork.id').onDelete('cascade'))
      .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addUniqueConstraint('cart_line_uq', ['cart_id', 'artwork_id', 'color', 'size'])
      .addCheckConstraint('cart_line_quantity_positive', sql`quantity > 0`),
  ).execute();

  await stamped(
    withId(db, db.schema.createTable('customer_order'))
      .addColumn('order_no', 'text', (c) => c.notNull().unique())
      .addColumn('public_id', 'text', (c) => c.notNull().unique())
      .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('governorate', 'text')
      .addColumn('wilayat', 'text')
      .addColumn('city', 'text')
      .addColumn('line1', 'text', (c) => c.notNull())
      .addColumn('line2', 'text')
      .addColumn('postal_code', 'text')
      .addColumn('shipping_zone', 'text', (c) => c.notNull())
      .addColumn('payment_method', 'text', (c) => c.notNull())
      .addColumn('notes', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('placed'))
      .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('unpaid'))
      .addColumn('fulfilment_status', 'text', (c) => c.notNull().defaultTo('unfulfilled'))
      .addColumn('sub_total', 'integer', (c) => c.notNull())
      .addColumn('tax', 'integer', (c) => c.notNull())
      .addColumn('delivery_charge', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('tax_rate', 'text', (c) => c.notNull())
      .addColumn('display_currency', 'text', (c) => c.notNull())
      .addColumn('display_rate', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('stock_returned', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('customer_order_customer_idx').on('customer_order').column('customer_id').execute();
  await db.schema.createIndex('customer_order_created_idx').on('customer_order').column('created_at').execute();

  await withId(db, db.schema.createTable('order_line'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('artwork_id', 'integer', (c) => c.references('artwork.id').onDelete('set null'))
    .addColumn('product_slug', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('product_image', 'text')
    .addColumn('product_medium', 'text')
    .addColumn('product_size', 'text')
    .addColumn('product_color', 'text')
    .addColumn('product_orientation', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .execute();

  await created(
    withId(db, db.schema.createTable('contact_message'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text'),
  ).execute();

  await created(
    withId(db, db.schema.createTable('newsletter_subscriber')).addColumn('email', 'text', (c) => c.notNull().unique()),
  ).execute();

  await created(
    withId(db, db.schema.createTable('audit_log'))
      .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text')
      .addColumn('detail', 'text'),
  ).execute();

  await created(
    withId(db, db.schema.createTable('mail_outbox'))
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('sent_at', 'text'),
  ).execute();
}

export async function down(): Promise<void> {
  throw new Error('The first migration is not reversible; restore a backup instead.');
}
