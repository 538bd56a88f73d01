import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { parseEnv } from '../../env.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { localFileStore, type FileStore } from '../../plugins/storage.ts';
import { seedIfEmpty, type SeedContext } from './index.ts';
import { DEMO_CUSTOMER } from './customers.ts';
import { DEMO_EDITOR, DEMO_OWNER } from './staff.ts';
import { todayInMuscat } from '#shared/muscat-day.ts';

const quiet = { info: () => undefined, warn: () => undefined };
// Small pictures keep the suite quick; the drawing code is the same as at full size.
const context = (env: Record<string, string> = {}): SeedContext => ({
  log: quiet,
  env: parseEnv({ NODE_ENV: 'test', ...env }),
  imageScale: 0.2,
});
const mediaRoot = (t: TestDb) => path.join(t.dataDir, 'media');

const count = async (
  t: TestDb,
  table: 'artwork' | 'artist' | 'media' | 'setting' | 'home_section' | 'staff' | 'customer',
) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the demo seed', () => {
  let first: TestDb;
  let second: TestDb;
  let summary: string | null;

  beforeAll(async () => {
    first = await createTestDb();
    summary = await seedIfEmpty(first.db, localFileStore(mediaRoot(first)), context());
  }, 240_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('says what it seeded and how to sign in to the back office', () => {
    expect(summary).toMatch(
      /Seeded the demo gallery: \d+ artworks by \d+ artists, 6 exhibitions, 6 press articles, 5 pages and 7 orders/,
    );
    expect(summary).toContain(`${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
    expect(summary).toContain(`${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  });

  it('fills a catalogue of at least 40 published artworks by at least 8 artists', async () => {
    const artworks = await first.db.selectFrom('artwork').selectAll().execute();
    expect(artworks.filter((a) => a.status === 'published').length).toBeGreaterThanOrEqual(40);
    expect(await count(first, 'artist')).toBeGreaterThanOrEqual(8);
    expect(new Set(artworks.map((a) => a.artist_id)).size).toBeGreaterThanOrEqual(8);
    for (const a of artworks) {
      expect(a.product_slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a.rating).toBeGreaterThanOrEqual(2);
      expect(a.rating).toBeLessThanOrEqual(5);
      expect(a.price).toBeGreaterThanOrEqual(85_000);
      expect(a.price).toBeLessThanOrEqual(4_500_000);
      expect(a.short_description.length).toBeGreaterThan(20);
      expect(a.full_description).toMatch(/^<p>/);
      const ratio = a.width_cm! / a.height_cm!;
      if (a.orientation === 'landscape') expect(ratio).toBeGreaterThan(1);
      if (a.orientation === 'portrait') expect(ratio).toBeLessThan(1);
    }
  });

  it('has discounted, sold, reserved and limited works, and prints with frame colours and sizes', async () => {
    const artworks = await first.db.selectFrom('artwork').selectAll().execute();
    expect(artworks.some((a) => a.discount > 0)).toBe(true);
    const sold = artworks.filter((a) => a.availability === 'sold');
    expect(sold.length).toBeGreaterThan(0);
    expect(sold.every((a) => a.stock === 0)).toBe(true);
    expect(artworks.filter((a) => a.availability === 'reserved').length).toBeGreaterThanOrEqual(1);
    expect(artworks.some((a) => a.edition_type === 'limited' && a.edition_size! >= a.edition_number!)).toBe(true);
    expect(artworks.some((a) => a.is_new === 1)).toBe(true);

    const sizes = await first.db
      .selectFrom('variation_size')
      .innerJoin('artwork_variation', 'artwork_variation.id', 'variation_size.variation_id')
      .select([
        'artwork_variation.artwork_id',
        'artwork_variation.color',
        'variation_size.name',
        'variation_size.stock',
      ])
      .execute();
    const printIds = new Set(sizes.map((s) => s.artwork_id));
    expect(printIds.size).toBeGreaterThanOrEqual(3);
    expect(new Set(sizes.map((s) => s.color))).toEqual(new Set(['white', 'black', 'brown']));
    expect(sizes.some((s) => s.stock === 0)).toBe(true);
    for (const id of printIds) {
      const artwork = artworks.find((a) => a.id === id)!;
      expect(artwork.stock).toBe(sizes.filter((s) => s.artwork_id === id).reduce((sum, s) => sum + s.stock, 0));
      expect(artwork.stock).toBeGreaterThan(1);
    }
  });

  it('gives every artwork 2 to 4 pictures, the first as feature image, with their files on disk', async () => {
    const artworks = await first.db.selectFrom('artwork').select(['id', 'feature_image_id']).execute();
    const images = await first.db.selectFrom('artwork_image').selectAll().orderBy('position').execute();
    const media = await first.db.selectFrom('media').selectAll().execute();
    for (const a of artworks) {
      const own = images.filter((i) => i.artwork_id === a.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own[0]!.media_id).toBe(a.feature_image_id);
      const feature = media.find((m) => m.id === a.feature_image_id)!;
      expect(feature.kind).toBe('image');
      const widths = JSON.parse(feature.variants) as number[];
      expect(widths.length).toBeGreaterThan(0);
      for (const w of widths)
        expect(fs.existsSync(path.join(mediaRoot(first), 'public', `${feature.storage_key}-${w}.webp`))).toBe(true);
    }
  });

  it('dates two exhibitions in the past, two now and two to come, each with 4 to 10 works and a picture', async () => {
    const today = todayInMuscat();
    const exhibitions = await first.db.selectFrom('exhibition').selectAll().execute();
    expect(exhibitions.length).toBeGreaterThanOrEqual(6);
    expect(exhibitions.filter((e) => e.end_date < today).length).toBeGreaterThanOrEqual(2);
    expect(exhibitions.filter((e) => e.start_date <= today && e.end_date >= today).length).toBeGreaterThanOrEqual(2);
    expect(exhibitions.filter((e) => e.start_date > today).length).toBeGreaterThanOrEqual(2);
    for (const e of exhibitions) {
      expect(e.image_id).not.toBeNull();
      const works = await first.db
        .selectFrom('exhibition_artwork')
        .select('artwork_id')
        .where('exhibition_id', '=', e.id)
        .execute();
      expect(works.length).toBeGreaterThanOrEqual(4);
      expect(works.length).toBeLessThanOrEqual(10);
    }
  });

  it('stores a real PDF, a picture and a logo for each press article', async () => {
    const articles = await first.db.selectFrom('press_article').selectAll().execute();
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const article of articles) {
      expect(article.image_id).not.toBeNull();
      expect(article.press_logo_id).not.toBeNull();
      const pdf = await first.db
        .selectFrom('media')
        .selectAll()
        .where('id', '=', article.pdf_id!)
        .executeTakeFirstOrThrow();
      expect(pdf.kind).toBe('document');
      const bytes = fs.readFileSync(path.join(mediaRoot(first), 'public', `${pdf.storage_key}.pdf`));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The headline is in the document (pdf-lib writes standard-font text as hex strings).
      expect(bytes.length).toBeGreaterThan(5_000);
    }
  });

  it('creates the content pages, with cards on the three service pages, each card in three more languages', async () => {
    const pages = await first.db.selectFrom('page').selectAll().execute();
    expect(pages.map((p) => p.slug).sort()).toEqual([
      'about-us',
      'artwork',
      'exhibition',
      'shipping',
      'solo-exhibition',
    ]);
    for (const slug of ['artwork', 'exhibition', 'solo-exhibition']) {
      const page = pages.find((p) => p.slug === slug)!;
      const cards = await first.db.selectFrom('page_card').selectAll().where('page_id', '=', page.id).execute();
      expect(cards.length).toBeGreaterThanOrEqual(3);
      expect(cards.length).toBeLessThanOrEqual(6);
      expect(cards.every((c) => c.image_id !== null && c.title && c.body && c.link)).toBe(true);
      // Every card in French, German and Arabic, as the translations panel would keep it.
      const words = await first.db
        .selectFrom('content_translations')
        .select(['entity_id', 'locale', 'field', 'value'])
        .where('entity', '=', 'page_card')
        .where(
          'entity_id',
          'in',
          cards.map((c) => String(c.id)),
        )
        .execute();
      expect(words).toHaveLength(cards.length * 3 * 2);
      expect(words.every((w) => w.value.trim() !== '')).toBe(true);
      const arabicTitles = words.filter((w) => w.locale === 'ar' && w.field === 'title').map((w) => w.value);
      expect(arabicTitles.every((title) => /[\u0600-\u06FF]/.test(title))).toBe(true);
    }
    expect(pages.find((p) => p.slug === 'shipping')!.page_description).toContain('200.000 OMR');
  });

  it('writes every content page, name and text, in French, German and Arabic, as fully as in English', async () => {
    const pages = await first.db.selectFrom('page').selectAll().execute();
    const words = await first.db
      .selectFrom('content_translations')
      .select(['entity_id', 'locale', 'field', 'value'])
      .where('entity', '=', 'page')
      .execute();
    const tags = (html: string) =>
      Object.fromEntries(
        ['h2', 'h3', 'p', 'ul', 'li', 'a'].map((tag) => [
          tag,
          html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0,
        ]),
      );
    // Each language writes the rial's three decimals its own way: "3.000 OMR", "3,000 OMR".
    const amounts = (html: string) => html.match(/\d[\d,.\u202F]*[.,]\d{3} OMR/g) ?? [];
    const baisa = (html: string) => amounts(html).map((amount) => Number(amount.replace(/\D/g, '')));
    for (const page of pages) {
      for (const locale of ['fr', 'de', 'ar']) {
        const field = (name: string) =>
          words.find((w) => w.entity_id === page.slug && w.locale === locale && w.field === name)?.value;
        const name = field('page_name');
        const text = field('page_description');
        expect(name, `${page.slug} ${locale} name`).toBeTruthy();
        expect(name).not.toBe(page.page_name);
        expect(text, `${page.slug} ${locale} text`).toBeTruthy();
        expect(text).not.toBe(page.page_description);
        // The same headings, paragraphs, list items and links, and the same amounts, from the same settings.
        expect(tags(text!), `${page.slug} ${locale} text`).toEqual(tags(page.page_description));
        expect(baisa(text!), `${page.slug} ${locale} amounts`).toEqual(baisa(page.page_description));
        const decimalMark = locale === 'ar' ? '.' : ',';
        for (const amount of amounts(text!)) expect(amount, locale).toContain(`${decimalMark}000 OMR`);
        if (locale === 'ar') expect(text).toMatch(/[\u0600-\u06FF]/);
      }
    }
    const shipping = pages.find((p) => p.slug === 'shipping')!;
    expect(amounts(shipping.page_description)).toEqual(['3.000 OMR', '12.000 OMR', '35.000 OMR', '200.000 OMR']);
    const german = words.find((w) => w.entity_id === 'shipping' && w.locale === 'de' && w.field === 'page_description');
    expect(amounts(german!.value)).toEqual(['3,000 OMR', '12,000 OMR', '35,000 OMR', '200,000 OMR']);
    for (const w of words.filter((w) => w.entity_id === 'shipping' && w.field === 'page_description'))
      expect(w.value, w.locale).not.toMatch(/Delivery|working days|Returns|refund/);
  });

  it('writes every artwork, artist, exhibition, press title and label in French, German and Arabic', async () => {
    const words = await first.db.selectFrom('content_translations').selectAll().execute();
    const has = (entity: string, id: string | number, locale: string, field: string) =>
      words.find((w) => w.entity === entity && w.entity_id === String(id) && w.locale === locale && w.field === field)
        ?.value;
    // Each record's fields that must read in every language (a name in Latin letters stays as in English).
    const records: { entity: string; ids: (string | number)[]; fields: string[]; arabicOnly?: string[] }[] = [
      {
        entity: 'artwork',
        ids: (await first.db.selectFrom('artwork').select('id').execute()).map((r) => r.id),
        fields: ['name', 'short_description', 'full_description'],
      },
      {
        entity: 'artist',
        ids: (await first.db.selectFrom('artist').select('id').execute()).map((r) => r.id),
        fields: ['location', 'description'],
        arabicOnly: ['first_name', 'last_name'],
      },
      {
        entity: 'exhibition',
        ids: (await first.db.selectFrom('exhibition').select('id').execute()).map((r) => r.id),
        fields: ['title', 'short_description', 'venue', 'full_description'],
      },
      {
        entity: 'press_article',
        ids: (await first.db.selectFrom('press_article').select('id').execute()).map((r) => r.id),
        fields: ['article_title'],
      },
      {
        entity: 'category',
        ids: (await first.db.selectFrom('category').select('slug').execute()).map((r) => r.slug),
        fields: ['name'],
      },
      {
        entity: 'tag',
        ids: (await first.db.selectFrom('tag').select('slug').execute()).map((r) => r.slug),
        fields: ['name'],
      },
    ];
    for (const { entity, ids, fields, arabicOnly = [] } of records) {
      expect(ids.length, entity).toBeGreaterThan(0);
      for (const id of ids)
        for (const locale of ['fr', 'de', 'ar'])
          for (const field of [...fields, ...(locale === 'ar' ? arabicOnly : [])]) {
            const value = has(entity, id, locale, field);
            expect(value, `${entity} ${id} ${locale} ${field}`).toBeTruthy();
            if (locale === 'ar') expect(value, `${entity} ${id} ar ${field}`).toMatch(/[\u0600-\u06FF]/);
          }
    }
    const artworks = await first.db.selectFrom('artwork').select(['id', 'medium', 'support']).execute();
    for (const kind of ['medium', 'support'] as const) {
      const keys = new Set(words.filter((w) => w.entity === kind).map((w) => `${w.entity_id}:${w.locale}`));
      const texts = new Set(artworks.flatMap((a) => a[kind] ?? []));
      // Every medium and support in every language: one translation per distinct text.
      expect(keys.size, kind).toBe(texts.size * 3);
    }
    // A description in German reads in German, with the size written the German way.
    const qurum = await first.db
      .selectFrom('artwork')
      .select('id')
      .where('name', '=', 'Qurum at Low Tide')
      .executeTakeFirstOrThrow();
    expect(has('artwork', qurum.id, 'de', 'full_description')).toContain('Maße: 120 × 90 × 3,5 cm');
    expect(has('artwork', qurum.id, 'de', 'name')).toBe('Qurum bei Ebbe');
  });

  it('sets the company details, four currencies and the home page sections in order', async () => {
    const currencies = await first.db.selectFrom('currency').selectAll().orderBy('position').execute();
    expect(currencies.map((c) => [c.code, c.symbol, c.rate, c.decimals])).toEqual([
      ['OMR', '\uFDFC', '1', 3],
      ['USD', '$', '2.6008', 2],
      ['EUR', '€', '2.4010', 2],
      ['GBP', '£', '2.0450', 2],
    ]);
    const settings = Object.fromEntries(
      (await first.db.selectFrom('setting').selectAll().execute()).map((s) => [s.key, JSON.parse(s.value)]),
    );
    expect(settings.company_name).toBe('Bait Al Fann Gallery');
    expect(settings.company_logo_id).toEqual(expect.any(Number));
    expect(settings.instagram).toMatch(/^https:\/\//);
    expect(settings.default_currency ?? 'EUR').toBe('EUR');
    const sections = await first.db.selectFrom('home_section').selectAll().orderBy('position').execute();
    expect(sections.map((s) => s.kind)).toEqual([
      'hero',
      'featured_artworks',
      'exhibitions',
      'new_artworks',
      'artists',
      'press',
      'newsletter',
    ]);
    const hero = JSON.parse(sections[0]!.config) as { image_id: number; link: string };
    expect(hero.link).toBe('/arts');
    expect(hero.image_id).toEqual(expect.any(Number));
    expect((JSON.parse(sections[1]!.config) as { artwork_ids: number[] }).artwork_ids.length).toBeGreaterThan(0);
  });

  it('creates a demo owner and editor whose published passwords work', async () => {
    const staff = await first.db.selectFrom('staff').selectAll().orderBy('id').execute();
    expect(staff.map((s) => [s.email, s.role])).toEqual([
      [DEMO_OWNER.email, 'owner'],
      [DEMO_EDITOR.email, 'editor'],
    ]);
    expect(await verifyPassword(DEMO_OWNER.password, staff[0]!.password_hash)).toBe(true);
  });

  it('records an order for every work it shows sold or reserved by an order, by collectors and by guests', async () => {
    const orders = await first.db.selectFrom('customer_order').selectAll().orderBy('id').execute();
    const lines = await first.db.selectFrom('order_line').selectAll().execute();
    // Reserved with none left: held by an unpaid order; reserved with its one unit: held by staff.
    const gone = await first.db
      .selectFrom('artwork')
      .select(['id', 'availability'])
      .where((eb) =>
        eb.or([eb('availability', '=', 'sold'), eb.and([eb('availability', '=', 'reserved'), eb('stock', '=', 0)])]),
      )
      .execute();
    expect(lines.map((l) => l.artwork_id).sort()).toEqual(gone.map((a) => a.id).sort());
    const unpaid = orders.filter((o) => o.payment_status === 'unpaid' && o.status !== 'cancelled').map((o) => o.id);
    for (const work of gone) {
      const held = lines.some((l) => l.artwork_id === work.id && unpaid.includes(l.order_id));
      expect(work.availability).toBe(held ? 'reserved' : 'sold');
    }
    expect(gone.some((a) => a.availability === 'reserved')).toBe(true);
    // Numbered in the order of their dates, each year from 1, as checkout numbers them.
    const byDate = [...orders].sort((a, b) => a.created_at.localeCompare(b.created_at));
    expect(byDate.map((o) => o.id)).toEqual(orders.map((o) => o.id));
    const years = new Map<string, number>();
    for (const order of orders) {
      const year = order.order_no.slice(4, 8);
      years.set(year, (years.get(year) ?? 0) + 1);
      expect(order.order_no).toBe(`BAF-${year}-${String(years.get(year)).padStart(6, '0')}`);
      const own = lines.filter((l) => l.order_id === order.id);
      expect(order.sub_total).toBe(own.reduce((sum, l) => sum + l.unit_price * l.quantity, 0));
      expect(order.total).toBe(order.sub_total + order.tax + order.delivery_charge);
    }
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['completed', 'confirmed', 'placed']));
    expect(orders.some((o) => o.customer_id === null)).toBe(true);

    const collector = await first.db
      .selectFrom('customer')
      .selectAll()
      .where('email', '=', DEMO_CUSTOMER.email)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(DEMO_CUSTOMER.password, collector.password_hash)).toBe(true);
    expect(orders.filter((o) => o.customer_id === collector.id).length).toBeGreaterThanOrEqual(2);
    // An account opened before its first order.
    expect(collector.created_at < orders.find((o) => o.customer_id === collector.id)!.created_at).toBe(true);
    const addresses = await first.db.selectFrom('customer_address').selectAll().execute();
    expect(addresses.length).toBe(await count(first, 'customer'));
    expect(addresses.every((a) => a.is_default === 1)).toBe(true);
  });

  it('does nothing when the gallery already has artworks', async () => {
    const before = await count(first, 'home_section');
    expect(await seedIfEmpty(first.db, localFileStore(mediaRoot(first)), context())).toBeNull();
    expect(await count(first, 'home_section')).toBe(before);
  });

  it('leaves the database empty when seeding fails half-way, so the next start can try again', async () => {
    second = await createTestDb();
    const disk = localFileStore(mediaRoot(second));
    let writes = 0;
    const failing: FileStore = {
      ...disk,
      put: async (visibility, name, data) => {
        if (++writes > 40) throw new Error('disk full');
        return disk.put(visibility, name, data);
      },
    };
    await expect(seedIfEmpty(second.db, failing, context())).rejects.toThrow('disk full');
    for (const table of ['artwork', 'artist', 'media', 'setting', 'staff'] as const)
      expect(await count(second, table)).toBe(0);
  }, 120_000);

  it('refuses a STAFF_PASSWORD the back office would refuse, before drawing every picture', async () => {
    const disk = localFileStore(mediaRoot(second));
    let writes = 0;
    const counting: FileStore = {
      ...disk,
      put: (visibility, name, data) => (writes++, disk.put(visibility, name, data)),
    };
    await expect(
      seedIfEmpty(second.db, counting, context({ STAFF_EMAIL: 'owner@example.com', STAFF_PASSWORD: 'short' })),
    ).rejects.toThrow(
      'Cannot create the owner from STAFF_EMAIL and STAFF_PASSWORD: password: must be at least 10 characters',
    );
    expect(await count(second, 'artwork')).toBe(0);
    // A full seed writes hundreds of files; stopping early leaves at most the few already started.
    expect(writes).toBeLessThan(30);
  }, 60_000);

  it('seeds the same catalogue on the retry, with the owner from STAFF_EMAIL and STAFF_PASSWORD', async () => {
    const line = await seedIfEmpty(
      second.db,
      localFileStore(mediaRoot(second)),
      context({ STAFF_EMAIL: 'Curator@Example.com', STAFF_PASSWORD: 'a long enough password' }),
    );
    expect(line).toContain('curator@example.com');
    const catalogue = (t: TestDb) =>
      t.db
        .selectFrom('artwork')
        .select(['product_slug', 'price', 'discount', 'stock', 'rating'])
        .orderBy('product_slug')
        .execute();
    expect(await catalogue(second)).toEqual(await catalogue(first));
    const staff = await second.db.selectFrom('staff').select(['email', 'role']).execute();
    expect(staff).toEqual([{ email: 'curator@example.com', role: 'owner' }]);
  }, 240_000);
});
