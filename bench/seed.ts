/**
 * The bench seed: a large, deterministic catalogue for the API and order benchmarks, separate from
 * the demo seed. 5,000 artworks by 200 artists, 100 exhibitions, categories, tags, currencies and
 * settings, inserted in bulk; ten small generated images whose media ids every artwork reuses.
 *
 *   npx tsx bench/seed.ts --data-dir bench/results/data-sqlite
 *   npx tsx bench/seed.ts --data-dir bench/results/data-pg --database-url postgres://postgres@127.0.0.1:5432/bench
 *
 * Always starts from an empty database: the SQLite file is deleted, the PostgreSQL database is
 * dropped and created again (or, without the right to create databases, a schema `bench_<name>`
 * is). Writes DATA_DIR/bench-manifest.json: the database URL the server must use and the ids,
 * slugs and pools the benchmarks draw from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { sql, type Insertable } from 'kysely';
import { createDb, type Db, type DbHandle, type Tx } from '#server/db/client.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import type { Database } from '#server/db/schema.ts';
import { localFileStore } from '#server/plugins/storage.ts';
import { storeImage } from '#server/modules/media/media.service.ts';

export interface BenchManifest {
  engine: 'sqlite' | 'postgres';
  /** What to give the server as DATABASE_URL ('' for SQLite in dataDir). */
  databaseUrl: string;
  dataDir: string;
  seededInMs: number;
  counts: Record<string, number>;
  /** Published artworks that can be shown (any availability). */
  productIds: number[];
  productSlugs: string[];
  /** Open editions without variations and with a deep stock: cart/add never runs out. */
  cartIds: number[];
  /** Unique works (stock 1), available, in no exhibition: kept for the order benchmark. */
  orderPool: number[];
  exhibitionSlugs: string[];
  artistSlugs: string[];
  categorySlugs: string[];
  tagSlugs: string[];
  mediums: string[];
}

type Row<T extends keyof Database> = Insertable<Database[T]>;

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string', default: '' },
    artworks: { type: 'string', default: '5000' },
    artists: { type: 'string', default: '200' },
    exhibitions: { type: 'string', default: '100' },
    'order-pool': { type: 'string', default: '300' },
    quiet: { type: 'boolean', default: false },
  },
});

const log = (line: string) => {
  if (!args.quiet) console.log(line);
};

/** mulberry32: the same catalogue on every run and on both engines. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], count: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < count && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
    return out;
  };
  return { next, int, pick, some };
}

const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Bulk insert in batches: below SQLite's and PostgreSQL's bound-parameter limits whatever the width. */
async function insertAll<T extends keyof Database>(tx: Tx, table: T, rows: Row<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const width = Object.keys(rows[0]!).length;
  const size = Math.max(1, Math.floor(30_000 / width));
  for (const batch of chunks(rows, size))
    await tx
      .insertInto(table)
      .values(batch as never)
      .execute();
}

// ---------------------------------------------------------------------------------------------
// The database

async function openFresh(
  dataDir: string,
  databaseUrl: string,
): Promise<{ handle: DbHandle; url: string; schema?: string }> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    return { handle: createDb({ databaseUrl: '', dataDir }), url: '' };
  }
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`bench database name must be a plain identifier, not "${name}"`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    return { handle: createDb({ databaseUrl, dataDir }), url: databaseUrl };
  } catch (error) {
    // No right to create databases: a schema of its own in the database of the URL's user.
    log(`  (cannot create database ${name}: ${(error as Error).message}; using a schema instead)`);
  } finally {
    await client.end().catch(() => {});
  }
  const fallback = new URL(databaseUrl);
  fallback.pathname = `/${process.env.BENCH_PG_FALLBACK_DB ?? 'test'}`;
  const schema = `bench_${name}`;
  const setup = new pg.Client({ connectionString: fallback.toString() });
  await setup.connect();
  await setup.query(`drop schema if exists ${schema} cascade`);
  await setup.query(`create schema ${schema}`);
  await setup.end();
  fallback.searchParams.set('options', `-c search_path=${schema}`);
  const url = fallback.toString();
  return { handle: createDb({ databaseUrl: url, dataDir }), url, schema };
}

// ---------------------------------------------------------------------------------------------
// Images: ten pictures, each stored the way an upload is (several WebP widths)

async function makeImages(db: Db, dataDir: string, count: number): Promise<number[]> {
  const files = localFileStore(path.join(dataDir, 'media'));
  const rnd = random(77);
  const palettes = [
    ['#c8a97e', '#8a5a3b', '#2f3e46'],
    ['#e9d8a6', '#ee9b00', '#005f73'],
    ['#d8e2dc', '#ffcad4', '#9d8189'],
    ['#264653', '#2a9d8f', '#e9c46a'],
    ['#f4f1de', '#e07a5f', '#3d405b'],
  ];
  const sizes: [number, number][] = [
    [1200, 900],
    [900, 1200],
    [1100, 1100],
  ];
  const jobs = Array.from({ length: count }, (_, i) => {
    const [w, h] = sizes[i % sizes.length]!;
    const [a, b, c] = palettes[i % palettes.length]!;
    const shapes = Array.from({ length: 6 }, () => {
      const r = rnd.int(40, Math.min(w, h) / 3);
      return `<circle cx="${rnd.int(0, w)}" cy="${rnd.int(0, h)}" r="${r}" fill="${rnd.pick([a, b, c])}" fill-opacity="0.55"/>`;
    }).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${c}"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>${shapes}
      <rect x="${w * 0.1}" y="${h * 0.62}" width="${w * 0.8}" height="${h * 0.06}" fill="${b}" fill-opacity="0.7"/></svg>`;
    return { svg, alt: `Bench picture ${i + 1}` };
  });
  const ids: number[] = new Array(count);
  // Two at a time: the benchmarks are sized for two cores.
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < jobs.length) {
        const i = next++;
        const png = await sharp(Buffer.from(jobs[i]!.svg)).png({ compressionLevel: 1 }).toBuffer();
        const media = await storeImage(db, files, png, {
          alt: jobs[i]!.alt,
          originalName: `bench-${i + 1}.png`,
          quality: 70,
        });
        ids[i] = media.id;
      }
    }),
  );
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Words

// prettier-ignore
const FIRST = ['Maryam', 'Salim', 'Aisha', 'Hamed', 'Noor', 'Khalid', 'Laila', 'Yusuf', 'Huda', 'Tariq', 'Zainab', 'Faisal', 'Amal', 'Said', 'Reem', 'Nasser', 'Claire', 'Jonas', 'Elena', 'Ravi'];
// prettier-ignore
const LAST = ['Al-Balushi', 'Al-Harthy', 'Al-Rawahi', 'Al-Zadjali', 'Al-Lawati', 'Al-Busaidi', 'Al-Kindi', 'Al-Hinai', 'Al-Maskari', 'Al-Farsi', 'Dubois', 'Becker', 'Rossi', 'Menon'];
// prettier-ignore
const PLACES = ['Muscat', 'Nizwa', 'Sur', 'Salalah', 'Sohar', 'Muttrah', 'Qurum', 'Jebel Akhdar', 'Wahiba Sands', 'Ras al Jinz', 'Bahla', 'Ibra'];
// prettier-ignore
const MOTIFS = ['Dusk', 'Tide', 'Falaj', 'Dunes', 'Frankincense', 'Harbour', 'Palms', 'Fort', 'Souq', 'Monsoon', 'Wadi', 'Lanterns', 'Dhow', 'Stillness', 'Mirage', 'Rooftops'];
// prettier-ignore
const MEDIUMS = ['Oil on canvas', 'Acrylic on canvas', 'Watercolour on paper', 'Giclée print', 'Photograph, archival pigment print', 'Ink on paper', 'Mixed media', 'Charcoal on paper', 'Bronze'];
const SUPPORTS = ['Canvas', 'Paper', 'Linen', 'Board', null];
// prettier-ignore
const CATEGORIES = ['Painting', 'Photography', 'Prints', 'Drawing', 'Sculpture', 'Calligraphy', 'Mixed Media', 'Textile'];
// prettier-ignore
const TAGS = ['abstract', 'landscape', 'sea', 'desert', 'portrait', 'calligraphy', 'architecture', 'heritage', 'mountains', 'city', 'geometric', 'gold', 'minimal', 'night', 'figurative', 'wildlife', 'blue', 'red', 'monochrome', 'large', 'small', 'collectors', 'emerging', 'gift', 'oman', 'gulf', 'texture', 'light', 'water', 'sky'];
const COLORS = ['white', 'black', 'brown', 'blue'];
const PRINT_SIZES = ['A3 30x42', 'A2 42x59', 'A1 59x84'];

const paragraph = (rnd: ReturnType<typeof random>, words: number) =>
  Array.from({ length: words }, () =>
    rnd.pick([
      ...MOTIFS,
      ...PLACES,
      'light',
      'colour',
      'memory',
      'the',
      'of',
      'and',
      'quiet',
      'gold',
      'sea',
      'line',
      'stone',
    ]),
  )
    .join(' ')
    .toLowerCase();

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!args['data-dir']) throw new Error('usage: tsx bench/seed.ts --data-dir DIR [--database-url postgres://...]');
  const started = Date.now();
  const dataDir = path.resolve(args['data-dir']);
  const nArtworks = Number(args.artworks);
  const nArtists = Number(args.artists);
  const nExhibitions = Number(args.exhibitions);
  const nPool = Math.min(Number(args['order-pool']), Math.floor(nArtworks / 10));
  const { handle, url, schema } = await openFresh(dataDir, args['database-url']);
  const db = handle.db;
  try {
    await migrateToLatest(db, schema ? { schema } : {});
    log(`  migrated ${handle.describe}`);

    const t0 = Date.now();
    const media = await makeImages(db, dataDir, 10);
    log(`  10 images stored in ${Date.now() - t0} ms`);

    const rnd = random(2026);
    const nowIso = new Date('2026-11-01T08:00:00.000Z').toISOString();
    const dayMs = 86_400_000;
    const isoDaysAgo = (days: number) => new Date(Date.parse(nowIso) - days * dayMs).toISOString();

    await db.transaction().execute(async (tx) => {
      // Settings and currencies
      const settings: Record<string, unknown> = {
        company_name: 'Bait Al Fann Gallery',
        company_logo_id: media[0],
        facebook: 'https://facebook.com/baitalfann',
        twitter: 'https://twitter.com/baitalfann',
        instagram: 'https://instagram.com/baitalfann',
        default_currency: 'EUR',
        tax_rate: '5',
        free_delivery_threshold: 200_000,
        shipping_rates: { oman: 3_000, gcc: 12_000, world: 35_000 },
      };
      await insertAll(
        tx,
        'setting',
        Object.entries(settings).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
      );
      await insertAll(tx, 'currency', [
        { code: 'OMR', symbol: '﷼', name: 'Omani Rial', rate: '1', decimals: 3, position: 0 },
        { code: 'USD', symbol: '$', name: 'US Dollar', rate: '2.6008', decimals: 2, position: 1 },
        { code: 'EUR', symbol: '€', name: 'Euro', rate: '2.3921', decimals: 2, position: 2 },
        { code: 'GBP', symbol: '£', name: 'Pound Sterling', rate: '2.0310', decimals: 2, position: 3 },
      ]);
      await insertAll(
        tx,
        'page',
        (['about-us', 'exhibition', 'artwork', 'solo-exhibition', 'shipping'] as const).map((slug) => ({
          slug,
          page_name: slug.replace(/-/g, ' '),
          page_description: `<p>${paragraph(rnd, 60)}</p><p>${paragraph(rnd, 40)}</p>`,
        })),
      );

      // Categories and tags
      await insertAll(
        tx,
        'category',
        CATEGORIES.map((name) => ({ slug: slugify(name), name })),
      );
      await insertAll(
        tx,
        'tag',
        TAGS.map((name) => ({ slug: slugify(name), name })),
      );
      const categoryIds = (await tx.selectFrom('category').select('id').orderBy('id').execute()).map((r) => r.id);
      const tagIds = (await tx.selectFrom('tag').select('id').orderBy('id').execute()).map((r) => r.id);

      // Artists
      const artists: Row<'artist'>[] = Array.from({ length: nArtists }, (_, i) => {
        const first = FIRST[i % FIRST.length]!;
        const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
        return {
          artist_slug: `${slugify(`${first} ${last}`)}-${i + 1}`,
          first_name: first,
          last_name: last,
          description: `<p>${paragraph(rnd, 50)}</p>`,
          location: rnd.pick(PLACES),
          profile_image_id: media[i % media.length]!,
          position: i,
          created_at: isoDaysAgo(1000 - i),
          updated_at: isoDaysAgo(100),
        };
      });
      await insertAll(tx, 'artist', artists);
      const artistRows = await tx.selectFrom('artist').select(['id', 'artist_slug']).orderBy('id').execute();

      // Artworks: the last nPool are unique, available works kept for the order benchmark.
      const artworks: Row<'artwork'>[] = [];
      const kinds: ('unique' | 'limited' | 'open' | 'open-variations' | 'pool')[] = [];
      for (let i = 0; i < nArtworks; i++) {
        const pool = i >= nArtworks - nPool;
        const roll = rnd.next();
        const kind = pool
          ? 'pool'
          : roll < 0.6
            ? 'unique'
            : roll < 0.8
              ? 'limited'
              : roll < 0.9
                ? 'open'
                : 'open-variations';
        kinds.push(kind);
        const name = `${rnd.pick(PLACES)} ${rnd.pick(MOTIFS)} No. ${i + 1}`;
        const medium = kind.startsWith('open')
          ? rnd.pick(['Giclée print', 'Photograph, archival pigment print'])
          : rnd.pick(MEDIUMS);
        const w = rnd.int(20, 180);
        const h = rnd.int(20, 180);
        const soldOrHeld = kind === 'unique' ? rnd.next() : 1;
        const availability = soldOrHeld < 0.12 ? 'sold' : soldOrHeld < 0.14 ? 'reserved' : 'available';
        const editionSize = kind === 'limited' ? rnd.int(10, 50) : null;
        const stock =
          kind === 'unique' || kind === 'pool'
            ? availability === 'sold'
              ? 0
              : 1
            : kind === 'limited'
              ? rnd.int(1, editionSize!)
              : 1_000_000;
        artworks.push({
          product_slug: `${slugify(name)}-${i + 1}`,
          name,
          artist_id: artistRows[i % artistRows.length]!.id,
          sku: `BAF-${String(i + 1).padStart(5, '0')}`,
          price: rnd.int(30, 4_000) * 1000,
          discount: rnd.next() < 0.1 ? rnd.pick([10, 15, 20, 30]) : 0,
          stock,
          short_description: paragraph(rnd, 25),
          full_description: `<p>${paragraph(rnd, 80)}</p><p>${paragraph(rnd, 40)}</p>`,
          rating: rnd.int(2, 5),
          medium,
          support: rnd.pick(SUPPORTS),
          width_cm: w,
          height_cm: h,
          depth_cm: medium === 'Bronze' ? rnd.int(10, 60) : null,
          orientation: w > h * 1.1 ? 'landscape' : h > w * 1.1 ? 'portrait' : 'square',
          year: rnd.int(1995, 2026),
          edition_type: kind === 'limited' ? 'limited' : kind.startsWith('open') ? 'open' : 'unique',
          edition_size: editionSize,
          edition_number: kind === 'limited' ? rnd.int(1, editionSize!) : null,
          framed: rnd.next() < 0.4 ? 1 : 0,
          availability,
          affiliate_link: null,
          feature_image_id: media[i % media.length]!,
          is_new: rnd.next() < 0.1 ? 1 : 0,
          sale_count: rnd.int(0, 40),
          status: !pool && rnd.next() < 0.02 ? 'draft' : 'published',
          created_at: isoDaysAgo((nArtworks - i) * 0.2),
          updated_at: isoDaysAgo(10),
        });
      }
      await insertAll(tx, 'artwork', artworks);
      const artworkRows = await tx.selectFrom('artwork').select(['id', 'product_slug']).orderBy('id').execute();
      const idOf = new Map(artworkRows.map((r) => [r.product_slug, r.id]));
      const ids = artworks.map((a) => idOf.get(a.product_slug)!);

      const images: Row<'artwork_image'>[] = [];
      const cats: Row<'artwork_category'>[] = [];
      const tags: Row<'artwork_tag'>[] = [];
      ids.forEach((id, i) => {
        const own = rnd.some(media, 3);
        own.forEach((media_id, position) => images.push({ artwork_id: id, media_id, position }));
        for (const category_id of rnd.some(categoryIds, rnd.int(1, 2))) cats.push({ artwork_id: id, category_id });
        for (const tag_id of rnd.some(tagIds, rnd.int(2, 4))) tags.push({ artwork_id: id, tag_id });
        void i;
      });
      await insertAll(tx, 'artwork_image', images);
      await insertAll(tx, 'artwork_category', cats);
      await insertAll(tx, 'artwork_tag', tags);

      // Prints in colours and sizes
      const variations: Row<'artwork_variation'>[] = [];
      ids.forEach((id, i) => {
        if (kinds[i] !== 'open-variations') return;
        rnd.some(COLORS, 2).forEach((color, position) => variations.push({ artwork_id: id, color, position }));
      });
      await insertAll(tx, 'artwork_variation', variations);
      const variationIds = (await tx.selectFrom('artwork_variation').select('id').orderBy('id').execute()).map(
        (r) => r.id,
      );
      await insertAll(
        tx,
        'variation_size',
        variationIds.flatMap((variation_id) =>
          PRINT_SIZES.map((name, position) => ({ variation_id, name, stock: rnd.int(0, 30), position })),
        ),
      );

      // Exhibitions, each hanging 20 to 40 works (never the order pool)
      const hangable = ids.filter((_, i) => kinds[i] !== 'pool');
      const exhibitions: Row<'exhibition'>[] = Array.from({ length: nExhibitions }, (_, i) => {
        const title = `${rnd.pick(MOTIFS)} over ${rnd.pick(PLACES)}`;
        const start = new Date(Date.UTC(2023, 0, 1) + i * 12 * dayMs);
        const end = new Date(start.getTime() + rnd.int(20, 90) * dayMs);
        return {
          exhibition_slug: `${slugify(title)}-${i + 1}`,
          title,
          short_description: paragraph(rnd, 20),
          full_description: `<p>${paragraph(rnd, 120)}</p>`,
          image_id: media[i % media.length]!,
          start_date: start.toISOString().slice(0, 10),
          end_date: end.toISOString().slice(0, 10),
          venue: 'Bait Al Fann, Shatti Al Qurum',
          kind: rnd.next() < 0.3 ? 'solo' : 'group',
          created_at: start.toISOString(),
          updated_at: start.toISOString(),
        };
      });
      await insertAll(tx, 'exhibition', exhibitions);
      const exhibitionRows = await tx.selectFrom('exhibition').select('id').orderBy('id').execute();
      const hangs: Row<'exhibition_artwork'>[] = [];
      for (const e of exhibitionRows) {
        rnd
          .some(hangable, rnd.int(20, 40))
          .forEach((artwork_id, position) => hangs.push({ exhibition_id: e.id, artwork_id, position }));
      }
      await insertAll(tx, 'exhibition_artwork', hangs);

      // Press
      await insertAll(
        tx,
        'press_article',
        Array.from({ length: 20 }, (_, i) => ({
          article_title: `${rnd.pick(MOTIFS)}: a gallery in ${rnd.pick(PLACES)}`,
          press_name: rnd.pick(['Times of Oman', 'Muscat Daily', 'Y Magazine', 'The National']),
          image_id: media[i % media.length]!,
          press_logo_id: null,
          pdf_id: null,
          published_on: isoDaysAgo(i * 30).slice(0, 10),
        })),
      );
    });

    const counts: Record<string, number> = {};
    for (const table of [
      'artist',
      'artwork',
      'artwork_image',
      'artwork_category',
      'artwork_tag',
      'variation_size',
      'exhibition',
      'exhibition_artwork',
      'media',
    ] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    // As autovacuum leaves a settled database: statistics, and the visibility map that lets counts
    // read their indexes alone (a database just loaded has neither).
    if (handle.engine === 'postgres') await sql`vacuum analyze`.execute(db);

    const published = await db
      .selectFrom('artwork')
      .select(['id', 'product_slug'])
      .where('status', '=', 'published')
      .orderBy('id')
      .execute();
    const cartIds = await db
      .selectFrom('artwork as a')
      .select('a.id')
      .where('a.status', '=', 'published')
      .where('a.availability', '=', 'available')
      .where('a.edition_type', '=', 'open')
      .where('a.stock', '>=', 100_000)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('artwork_variation as v').select('v.id').whereRef('v.artwork_id', '=', 'a.id'))),
      )
      .orderBy('a.id')
      .execute();
    const poolFrom = await db
      .selectFrom('artwork')
      .select('id')
      .where('sku', '>=', `BAF-${String(nArtworks - nPool + 1).padStart(5, '0')}`)
      .orderBy('id')
      .execute();
    const manifest: BenchManifest = {
      engine: handle.engine,
      databaseUrl: url,
      dataDir,
      seededInMs: Date.now() - started,
      counts,
      productIds: published.map((r) => r.id),
      productSlugs: published.map((r) => r.product_slug),
      cartIds: cartIds.map((r) => r.id),
      orderPool: poolFrom.map((r) => r.id),
      exhibitionSlugs: (await db.selectFrom('exhibition').select('exhibition_slug').orderBy('id').execute()).map(
        (r) => r.exhibition_slug,
      ),
      artistSlugs: (await db.selectFrom('artist').select('artist_slug').orderBy('id').execute()).map(
        (r) => r.artist_slug,
      ),
      categorySlugs: CATEGORIES.map(slugify),
      tagSlugs: TAGS.map(slugify),
      mediums: MEDIUMS,
    };
    fs.writeFileSync(path.join(dataDir, 'bench-manifest.json'), JSON.stringify(manifest));
    log(
      `  seeded ${handle.describe} in ${manifest.seededInMs} ms: ` +
        Object.entries(counts)
          .map(([k, v]) => `${v} ${k}`)
          .join(', '),
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
