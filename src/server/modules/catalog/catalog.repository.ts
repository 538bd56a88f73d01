import type { availabilityFilter } from '#shared/catalog-options.ts';
import {
  sql,
  type AliasableExpression,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type SelectQueryBuilder,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Executor } from '../../db/client.ts';
import { compileOnce, OPEN_VALUE } from '../../db/compiled-read.ts';
import { fromJson, jsonArrayFor, onSqlite } from '../../db/json.ts';
import type { Artwork, ArtworkTable, Database } from '../../db/schema.ts';
import { takenSlugs, type SlugOwner } from '../../lib/slugs.ts';

/** An artwork's slug: its column, and what a 409 calls the record. */
export const ARTWORK_SLUG: SlugOwner = { table: 'artwork', field: 'product_slug', thing: 'artwork' };

/**
 * What a buyer pays, in SQL: the discount of docs/product.md#money-and-rounding, rounded half-up exactly like `discountedPrice()`.
 * The bigint cast keeps price × 100 from overflowing PostgreSQL's integer on expensive works.
 */
const paidPrice = sql<number>`(case when artwork.discount > 0 then (cast(artwork.price as bigint) * (100 - (case when artwork.discount > 100 then 100 else artwork.discount end)) + 50) / 100 else artwork.price end)`;

const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Search filters after the service has resolved slugs of other modules into ids. */
export interface ArtworkFilters {
  /** `translated`: what the term finds in the visitor's language (works, tag slugs, English mediums lower-cased). */
  search?: {
    term: string;
    artistIds: number[];
    translated?: { artworkIds: number[]; tagSlugs: string[]; mediums: string[] };
  };
  artistIds?: number[];
  /** Category slugs or names, lower-cased. */
  categories?: string[];
  tags?: string[];
  /** Exact medium values, lower-cased. */
  mediums?: string[];
  orientations?: string[];
  /** Restricts to these artworks (an exhibition's hang). */
  artworkIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  availability?: (typeof availabilityFilter)[number];
}

export type ArtworkSort = 'newest' | 'price_asc' | 'price_desc' | 'name';

type Eb = ExpressionBuilder<Database, 'artwork'>;

/**
 * The ids of the works linked to the categories (or tags) that `which` picks. Written as a list of
 * values inside a list of works so that SQLite, which keeps no statistics here, starts from the few
 * chosen values and the link table's index on them (migration 0014) rather than walking every link.
 */
function worksLinkedTo(
  eb: Eb,
  kind: 'category' | 'tag',
  which: (name: Expression<string>, slug: Expression<string>) => Expression<SqlBool>,
) {
  return kind === 'category'
    ? eb
        .selectFrom('artwork_category')
        .select('artwork_category.artwork_id')
        .where(
          'artwork_category.category_id',
          'in',
          eb
            .selectFrom('category')
            .select('category.id')
            .where((e) => which(e.ref('category.name'), e.ref('category.slug'))),
        )
    : eb
        .selectFrom('artwork_tag')
        .select('artwork_tag.artwork_id')
        .where(
          'artwork_tag.tag_id',
          'in',
          eb
            .selectFrom('tag')
            .select('tag.id')
            .where((e) => which(e.ref('tag.name'), e.ref('tag.slug'))),
        );
}

/**
 * The works a list's filters let through. `everyMatchOnSqlite`: the query reads every match on SQLite
 * (a count, or a page sorted by anything but the listing index). Filtered by tags, categories or an
 * exhibition's hang, it then writes the status test as an expression no index serves: SQLite, which
 * keeps no statistics here, otherwise takes the status index as the narrowest way in and tests all
 * 4,906 published works of the bench catalogue against the chosen values' list, where starting from
 * that list and looking each work up by id costs half (a filter panel's artist counts within a tag:
 * 0.57 to 0.30 ms; a hang's count 0.20 to 0.01 ms). Not when artists are chosen: their index, by
 * artist and status, reaches their few works sooner. A page of the newest keeps the status index,
 * which gives its order and stops at its end. PostgreSQL plans from its statistics, and the
 * expression only hides them (a sequential scan, twice the time).
 */
function whereFilters(eb: Eb, f: ArtworkFilters, everyMatchOnSqlite = false): Expression<SqlBool> {
  const fromList =
    everyMatchOnSqlite && !f.artistIds && (f.artworkIds !== undefined || !!f.categories?.length || !!f.tags?.length);
  const all: Expression<SqlBool>[] = [
    fromList ? eb(sql<string>`artwork.status || ''`, '=', 'published') : eb('artwork.status', '=', 'published'),
  ];
  if (f.search) {
    const pattern = likePattern(f.search.term);
    const any: Expression<SqlBool>[] = [
      sql<SqlBool>`lower(artwork.name) like ${pattern} escape '\\'`,
      sql<SqlBool>`lower(artwork.medium) like ${pattern} escape '\\'`,
      eb(
        'artwork.id',
        'in',
        worksLinkedTo(eb, 'tag', (name) => sql<SqlBool>`lower(${name}) like ${pattern} escape '\\'`),
      ),
    ];
    if (f.search.artistIds.length > 0) any.push(eb('artwork.artist_id', 'in', f.search.artistIds));
    const translated = f.search.translated;
    if (translated?.artworkIds.length) any.push(eb('artwork.id', 'in', translated.artworkIds));
    if (translated?.mediums.length) any.push(eb(sql`lower(artwork.medium)`, 'in', translated.mediums));
    if (translated?.tagSlugs.length) {
      const slugs = translated.tagSlugs;
      any.push(
        eb(
          'artwork.id',
          'in',
          worksLinkedTo(eb, 'tag', (_name, slug) => eb(slug, 'in', slugs)),
        ),
      );
    }
    all.push(eb.or(any));
  }
  // An empty list means "a filter was asked for and nothing can match it".
  const none = sql<SqlBool>`1 = 0`;
  if (f.artistIds) all.push(f.artistIds.length ? eb('artwork.artist_id', 'in', f.artistIds) : none);
  if (f.artworkIds) all.push(f.artworkIds.length ? eb('artwork.id', 'in', f.artworkIds) : none);
  if (f.mediums) all.push(f.mediums.length ? eb(sql`lower(artwork.medium)`, 'in', f.mediums) : none);
  if (f.orientations) all.push(f.orientations.length ? eb('artwork.orientation', 'in', f.orientations as never) : none);
  for (const kind of ['category', 'tag'] as const) {
    const values = kind === 'category' ? f.categories : f.tags;
    if (!values?.length) continue;
    all.push(
      eb(
        'artwork.id',
        'in',
        worksLinkedTo(eb, kind, (name, slug) => eb.or([eb(slug, 'in', values), eb(sql`lower(${name})`, 'in', values)])),
      ),
    );
  }
  if (f.minPrice !== undefined) all.push(eb(paidPrice, '>=', f.minPrice));
  if (f.maxPrice !== undefined) all.push(eb(paidPrice, '<=', f.maxPrice));
  if (f.availability && f.availability !== 'all') {
    all.push(eb('artwork.availability', '=', f.availability));
  }
  return eb.and(all);
}

/** The ids of the published works a list's filters let through (what a list counts). */
export function worksMatching(db: Executor, filters: ArtworkFilters) {
  return db
    .selectFrom('artwork')
    .select('artwork.id')
    .where((eb) => whereFilters(eb, filters, onSqlite(db)));
}

/** A list's order; the id last, so that equal prices, names or dates always come in one order. */
function inOrder<Q extends SelectQueryBuilder<Database, 'artwork', object>>(query: Q, sort: ArtworkSort): Q {
  switch (sort) {
    case 'price_asc':
      return query.orderBy(paidPrice, 'asc').orderBy('artwork.id', 'asc') as Q;
    case 'price_desc':
      return query.orderBy(paidPrice, 'desc').orderBy('artwork.id', 'desc') as Q;
    case 'name':
      return query.orderBy(sql`lower(artwork.name)`, 'asc').orderBy('artwork.id', 'asc') as Q;
    default:
      return query.orderBy('artwork.created_at', 'desc').orderBy('artwork.id', 'desc') as Q;
  }
}

export async function searchArtworks(
  db: Executor,
  filters: ArtworkFilters,
  options: { sort: ArtworkSort; limit: number; offset: number },
): Promise<{ rows: ArtworkWithLists[]; total: number }> {
  const counted = await db
    .selectFrom(worksMatching(db, filters).as('matching'))
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  if (total === 0 || options.offset >= total) return { rows: [], total };

  // Newest first, the listing index gives the order: the page's rows are read as they come, up to
  // its end. Any other order, or a hang (a few works anywhere in that index), sorts every match, and
  // SQLite computes every column of each row it sorts: the page's ids are sorted first, then only
  // those rows are read with their lists (a page by name of the whole catalogue 4.1 to 2.3 ms, of a
  // tag 2.7 to 0.8 ms, of an exhibition's hang 0.9 to 0.4 ms).
  const sortsEveryMatch = options.sort !== 'newest' || filters.artworkIds !== undefined;
  const query = inOrder(
    db
      .selectFrom('artwork')
      .selectAll('artwork')
      .select((eb) => listColumns(db, eb)),
    options.sort,
  );
  const rows = await (
    sortsEveryMatch
      ? query.where(
          'artwork.id',
          'in',
          inOrder(
            db
              .selectFrom('artwork')
              .select('artwork.id')
              .where((eb) => whereFilters(eb, filters, onSqlite(db))),
            options.sort,
          )
            .limit(options.limit)
            .offset(options.offset),
        )
      : query
          .where((eb) => whereFilters(eb, filters))
          .limit(options.limit)
          .offset(options.offset)
  ).execute();
  return { rows: rows.map(withLists), total };
}

export async function distinctPublishedMediums(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('artwork')
    .select('medium')
    .distinct()
    .where('status', '=', 'published')
    .where('medium', 'is not', null)
    .execute();
  return rows.map((r) => r.medium!);
}

/** The English name of a category or tag by its slug, or undefined. */
export async function termNameBySlug(
  db: Executor,
  kind: 'category' | 'tag',
  slug: string,
): Promise<string | undefined> {
  const row = await db.selectFrom(kind).select('name').where('slug', '=', slug).executeTakeFirst();
  return row?.name;
}

/** Every medium (or support) written on an artwork of any status. */
export async function distinctArtworkTexts(db: Executor, column: 'medium' | 'support'): Promise<string[]> {
  const rows = await db.selectFrom('artwork').select(column).distinct().where(column, 'is not', null).execute();
  return rows.map((r) => r[column]!);
}

/** `:id` of the detail route: the numeric id or the product_slug. Drafts are not public. */
export async function findPublishedArtwork(db: Executor, idOrSlug: string): Promise<Artwork | undefined> {
  const base = db.selectFrom('artwork').selectAll().where('status', '=', 'published');
  if (/^\d{1,9}$/.test(idOrSlug)) {
    const byId = await base.where('id', '=', Number(idOrSlug)).executeTakeFirst();
    if (byId) return byId;
  }
  return base.where('product_slug', '=', idOrSlug.toLowerCase()).executeTakeFirst();
}

/* ---------- An artwork's lists folded into its own row (one query instead of one per list) ---------- */

/**
 * Aggregates a subquery into a JSON array: `json_agg` on PostgreSQL, `json_group_array` on SQLite.
 * The executor's adapter says which engine runs, so callers need not pass it along.
 */
/** The columns an artwork card shows (the API's card shape). */
const CARD_COLUMNS = [
  'id',
  'product_slug',
  'name',
  'price',
  'discount',
  'feature_image_id',
  'stock',
  'availability',
  'artist_id',
  'medium',
  'width_cm',
  'height_cm',
  'year',
] as const;

/**
 * What a card needs of an artwork. `first_image_id` (its first gallery image, only looked up when
 * it has no feature image) is present when the query that found the row already fetched it.
 */
export type CardRow = Pick<Artwork, (typeof CARD_COLUMNS)[number]> & { first_image_id?: number | null };

/** What a full product answer shows besides the artwork's own row, each list in its display order. */
export interface ArtworkLists {
  /** Gallery media ids. */
  images: number[];
  variations: { id: number; color: string }[];
  /** Sizes of all the artwork's variations, by variation. */
  sizes: { variation_id: number; name: string; stock: number }[];
  categories: { id: number; slug: string; name: string }[];
  tags: { slug: string; name: string }[];
}

export type ArtworkWithLists = Artwork & ArtworkLists;

/** The JSON-array columns of `ArtworkLists`, correlated with the outer `artwork` row. */
function listColumns(db: Executor, eb: Eb) {
  const jsonArrayFrom = jsonArrayFor(db);
  return [
    jsonArrayFrom(
      eb
        .selectFrom('artwork_image')
        .select('artwork_image.media_id')
        .whereRef('artwork_image.artwork_id', '=', 'artwork.id')
        .orderBy('artwork_image.position')
        .orderBy('artwork_image.media_id'),
    ).as('images'),
    jsonArrayFrom(
      eb
        .selectFrom('artwork_variation')
        .select(['artwork_variation.id', 'artwork_variation.color'])
        .whereRef('artwork_variation.artwork_id', '=', 'artwork.id')
        .orderBy('artwork_variation.position')
        .orderBy('artwork_variation.id'),
    ).as('variations'),
    jsonArrayFrom(
      eb
        .selectFrom('variation_size')
        .innerJoin('artwork_variation', 'artwork_variation.id', 'variation_size.variation_id')
        .select(['variation_size.variation_id', 'variation_size.name', 'variation_size.stock'])
        .whereRef('artwork_variation.artwork_id', '=', 'artwork.id')
        .orderBy('variation_size.variation_id')
        .orderBy('variation_size.position')
        .orderBy('variation_size.id'),
    ).as('sizes'),
    jsonArrayFrom(
      eb
        .selectFrom('artwork_category')
        .innerJoin('category', 'category.id', 'artwork_category.category_id')
        .select(['category.id', 'category.slug', 'category.name'])
        .whereRef('artwork_category.artwork_id', '=', 'artwork.id')
        .orderBy('category.name'),
    ).as('categories'),
    jsonArrayFrom(
      eb
        .selectFrom('artwork_tag')
        .innerJoin('tag', 'tag.id', 'artwork_tag.tag_id')
        .select(['tag.slug', 'tag.name'])
        .whereRef('artwork_tag.artwork_id', '=', 'artwork.id')
        .orderBy('tag.name'),
    ).as('tags'),
  ];
}

/** The lists as the engine returned them: parsed or JSON text. */
type RawLists = {
  images: { media_id: number }[] | string;
  variations: ArtworkLists['variations'] | string;
  sizes: ArtworkLists['sizes'] | string;
  categories: ArtworkLists['categories'] | string;
  tags: ArtworkLists['tags'] | string;
};

function withLists<R extends RawLists>(row: R): Omit<R, keyof RawLists> & ArtworkLists {
  return {
    ...row,
    images: fromJson(row.images).map((i) => i.media_id),
    variations: fromJson(row.variations),
    sizes: fromJson(row.sizes),
    categories: fromJson(row.categories),
    tags: fromJson(row.tags),
  };
}

/** Related works are at most this many: the same artist's newest first, then the same categories'. */
export const RELATED_LIMIT = 8;

/**
 * Limits inside the correlated subqueries are written into the SQL: a bound `limit ?` there made
 * SQLite run the whole artwork query about six times slower (0.25 ms instead of 0.04 ms).
 */
const relatedLimit = sql.lit(RELATED_LIMIT);
const one = sql.lit(1);

type RelatedEb = ExpressionBuilder<Database & { related: ArtworkTable }, 'artwork' | 'related'>;

/** Card columns of `related`, and its first gallery image when it has no feature image. */
function relatedCardColumns(eb: RelatedEb) {
  return [
    ...CARD_COLUMNS.map((c) => `related.${c}` as const),
    eb
      .case()
      .when('related.feature_image_id', 'is', null)
      .then(
        eb
          .selectFrom('artwork_image')
          .select('artwork_image.media_id')
          .whereRef('artwork_image.artwork_id', '=', 'related.id')
          .orderBy('artwork_image.position')
          .orderBy('artwork_image.media_id')
          .limit(one),
      )
      .end()
      .as('first_image_id'),
  ] as const;
}

/**
 * The related works of the outer `artwork`, as two JSON arrays of cards: the artist's other
 * published works (newest first), and, only when those are fewer than RELATED_LIMIT, published works
 * sharing a category that are not the artist's (so not already listed), newest first. The caller
 * keeps the first RELATED_LIMIT of both.
 */
function relatedColumns(db: Executor, eb: Eb) {
  const jsonArrayFrom = jsonArrayFor(db);
  const published = (e: RelatedEb) =>
    e.and([e('related.status', '=', 'published'), e('related.id', '<>', e.ref('artwork.id'))]);
  const byArtist = eb
    .selectFrom('artwork as related')
    .where((e) => e.and([published(e), e('related.artist_id', '=', e.ref('artwork.artist_id'))]))
    .orderBy('related.created_at', 'desc')
    .orderBy('related.id', 'desc');
  const artistHasFewer = (e: Eb) =>
    e(
      e.selectFrom(byArtist.select('related.id').limit(relatedLimit).as('mine')).select((c) => c.fn.countAll().as('n')),
      '<',
      relatedLimit,
    );
  const byCategory = eb
    .selectFrom('artwork as related')
    .where((e) =>
      e.and([
        published(e),
        e.or([
          e('artwork.artist_id', 'is', null),
          e('related.artist_id', 'is', null),
          e('related.artist_id', '<>', e.ref('artwork.artist_id')),
        ]),
        // EXISTS walks the newest works and checks each with two primary-key lookups; an IN over
        // this correlated list made SQLite rebuild a temporary index for every candidate.
        e.exists(
          e
            .selectFrom('artwork_category as theirs')
            .innerJoin('artwork_category as ours', 'ours.category_id', 'theirs.category_id')
            .select('theirs.category_id')
            .whereRef('theirs.artwork_id', '=', 'related.id')
            .whereRef('ours.artwork_id', '=', 'artwork.id'),
        ),
      ]),
    )
    .orderBy('related.created_at', 'desc')
    .orderBy('related.id', 'desc');
  return [
    jsonArrayFrom(byArtist.select(relatedCardColumns).limit(relatedLimit)).as('related_by_artist'),
    // CASE evaluates its branch only when reached: most works' artists fill the list on their own.
    eb
      .case()
      .when(artistHasFewer(eb))
      .then(jsonArrayFrom(byCategory.select(relatedCardColumns).limit(relatedLimit)))
      .end()
      .as('related_by_category'),
  ];
}

/** An exhibition the work hangs in, as the artwork answer lists it. */
export interface HangingRow {
  id: number;
  exhibition_slug: string;
  title: string;
}

/**
 * What the artwork answer shows from other modules, read in the work's own query: on PostgreSQL each
 * query of a cache miss is a round trip, and separate queries cost about 40% of a miss's CPU.
 * Each builds its column from its own module's tables, correlated with the outer `artwork` row.
 */
export interface ArtworkCompanions {
  /** The exhibitions the work hangs in, newest first, as a JSON array of `HangingRow`s. */
  exhibitions(db: Executor, eb: Eb): AliasableExpression<unknown>;
  /** The shipping page's text, shown under every work; null when the page is missing. */
  shippingText(eb: Eb): AliasableExpression<string | null>;
}

export type ArtworkDetail = ArtworkWithLists & {
  related: CardRow[];
  /** Empty, like `shipping_description` null, when the read was made without companions. */
  exhibitions: HangingRow[];
  shipping_description: string | null;
};

function detailQuery(db: Executor, companions: ArtworkCompanions | undefined) {
  return db
    .selectFrom('artwork')
    .selectAll('artwork')
    .select((eb) => [...listColumns(db, eb), ...relatedColumns(db, eb)])
    .$if(companions !== undefined, (query) =>
      query.select((eb) => [
        companions!.exhibitions(db, eb).as('exhibitions'),
        companions!.shippingText(eb).as('shipping_description'),
      ]),
    )
    .where('artwork.status', '=', 'published');
}

/**
 * Building and compiling the detail query's two dozen subqueries cost more than SQLite takes to run
 * it (0.17 ms), and the result never changes for one database: each executor keeps the query compiled
 * (per set of companions), by id and by slug, and every read only puts its own value in.
 */
const detailQueries = new WeakMap<Executor, Map<ArtworkCompanions | undefined, CompiledDetail>>();

function compiledDetail(db: Executor, companions: ArtworkCompanions | undefined) {
  const base = detailQuery(db, companions);
  return {
    byId: compileOnce(base.where('artwork.id', '=', OPEN_VALUE)),
    bySlug: compileOnce(base.where('artwork.product_slug', '=', OPEN_VALUE)),
  };
}
type CompiledDetail = ReturnType<typeof compiledDetail>;

/**
 * A published artwork by numeric id or product_slug, with its lists, its related works' cards and
 * the companions' columns, in one query.
 */
export async function findPublishedArtworkDetail(
  db: Executor,
  idOrSlug: string,
  companions?: ArtworkCompanions,
): Promise<ArtworkDetail | undefined> {
  let kept = detailQueries.get(db);
  if (!kept) detailQueries.set(db, (kept = new Map()));
  let detail = kept.get(companions);
  if (!detail) kept.set(companions, (detail = compiledDetail(db, companions)));
  let row = /^\d{1,9}$/.test(idOrSlug) ? (await db.executeQuery(detail.byId(Number(idOrSlug)))).rows[0] : undefined;
  row ??= (await db.executeQuery(detail.bySlug(idOrSlug.toLowerCase()))).rows[0];
  if (!row) return undefined;
  const { related_by_artist, related_by_category, exhibitions, shipping_description, ...rest } = row;
  const related = [...fromJson(related_by_artist), ...fromJson(related_by_category)].slice(0, RELATED_LIMIT);
  return {
    ...withLists(rest),
    related,
    exhibitions: fromJson(exhibitions as HangingRow[] | string | undefined),
    shipping_description: shipping_description ?? null,
  };
}

export async function findPublishedByIds(db: Executor, ids: readonly number[]): Promise<Artwork[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('artwork')
    .selectAll()
    .where('status', '=', 'published')
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

export function listPublished(
  db: Executor,
  options: { artistId?: number; excludeIds?: number[]; limit: number },
): Promise<Artwork[]> {
  let query = db.selectFrom('artwork').selectAll('artwork').where('artwork.status', '=', 'published');
  if (options.artistId !== undefined) query = query.where('artwork.artist_id', '=', options.artistId);
  if (options.excludeIds?.length) query = query.where('artwork.id', 'not in', options.excludeIds);
  return query.orderBy('artwork.created_at', 'desc').orderBy('artwork.id', 'desc').limit(options.limit).execute();
}

export async function countPublishedByArtist(
  db: Executor,
  artistIds?: readonly number[],
): Promise<Map<number, number>> {
  if (artistIds && artistIds.length === 0) return new Map();
  let query = db
    .selectFrom('artwork')
    .select(['artist_id', (eb) => eb.fn.countAll().as('count')])
    .where('status', '=', 'published')
    .where('artist_id', 'is not', null)
    .groupBy('artist_id');
  if (artistIds) query = query.where('artist_id', 'in', [...new Set(artistIds)]);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.artist_id!, Number(r.count)]));
}

export function imagesOf(db: Executor, artworkIds: readonly number[]) {
  if (artworkIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('artwork_image')
    .select(['artwork_id', 'media_id'])
    .where('artwork_id', 'in', [...artworkIds])
    .orderBy('artwork_id')
    .orderBy('position')
    .orderBy('media_id')
    .execute();
}

export async function variationsOf(db: Executor, artworkIds: readonly number[]) {
  if (artworkIds.length === 0) return [];
  const variations = await db
    .selectFrom('artwork_variation')
    .select(['id', 'artwork_id', 'color'])
    .where('artwork_id', 'in', [...artworkIds])
    .orderBy('artwork_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (variations.length === 0) return [];
  const sizes = await db
    .selectFrom('variation_size')
    .select(['variation_id', 'name', 'stock'])
    .where(
      'variation_id',
      'in',
      variations.map((v) => v.id),
    )
    .orderBy('variation_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return variations.map((v) => ({
    artwork_id: v.artwork_id,
    color: v.color,
    size: sizes.filter((s) => s.variation_id === v.id).map((s) => ({ name: s.name, stock: s.stock })),
  }));
}

export function categoriesOf(db: Executor, artworkIds: readonly number[]) {
  if (artworkIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('artwork_category')
    .innerJoin('category', 'category.id', 'artwork_category.category_id')
    .select(['artwork_category.artwork_id', 'category.id', 'category.name'])
    .where('artwork_category.artwork_id', 'in', [...artworkIds])
    .orderBy('category.name')
    .execute();
}

export function tagsOf(db: Executor, artworkIds: readonly number[]) {
  if (artworkIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('artwork_tag')
    .innerJoin('tag', 'tag.id', 'artwork_tag.tag_id')
    .select(['artwork_tag.artwork_id', 'tag.name'])
    .where('artwork_tag.artwork_id', 'in', [...artworkIds])
    .orderBy('tag.name')
    .execute();
}

/** Facet counts over every published artwork (not narrowed by a search), for the filter sidebar. */
export async function facets(db: Executor) {
  const published = db.selectFrom('artwork').where('artwork.status', '=', 'published');
  const [artists, categories, tags, mediums, orientations, price] = await Promise.all([
    countPublishedByArtist(db),
    db
      .selectFrom('artwork_category')
      .innerJoin('category', 'category.id', 'artwork_category.category_id')
      .innerJoin('artwork', 'artwork.id', 'artwork_category.artwork_id')
      .where('artwork.status', '=', 'published')
      .select(['category.slug', 'category.name', (eb) => eb.fn.countAll().as('count')])
      .groupBy(['category.id', 'category.slug', 'category.name'])
      .orderBy('category.name')
      .execute(),
    db
      .selectFrom('artwork_tag')
      .innerJoin('tag', 'tag.id', 'artwork_tag.tag_id')
      .innerJoin('artwork', 'artwork.id', 'artwork_tag.artwork_id')
      .where('artwork.status', '=', 'published')
      .select(['tag.slug', 'tag.name', (eb) => eb.fn.countAll().as('count')])
      .groupBy(['tag.id', 'tag.slug', 'tag.name'])
      .orderBy('tag.name')
      .execute(),
    published
      .where('artwork.medium', 'is not', null)
      .select(['artwork.medium', (eb) => eb.fn.countAll().as('count')])
      .groupBy('artwork.medium')
      .orderBy('artwork.medium')
      .execute(),
    published
      .where('artwork.orientation', 'is not', null)
      .select(['artwork.orientation', (eb) => eb.fn.countAll().as('count')])
      .groupBy('artwork.orientation')
      .orderBy('artwork.orientation')
      .execute(),
    published
      .select([sql<number | null>`min(${paidPrice})`.as('min'), sql<number | null>`max(${paidPrice})`.as('max')])
      .executeTakeFirst(),
  ]);
  return {
    artists,
    categories: categories.map((c) => ({ slug: c.slug, name: c.name, count: Number(c.count) })),
    tags: tags.map((t) => ({ slug: t.slug, name: t.name, count: Number(t.count) })),
    mediums: mediums.map((m) => ({ name: m.medium!, count: Number(m.count) })),
    orientations: orientations.map((o) => ({ name: o.orientation!, count: Number(o.count) })),
    price: { min: Number(price?.min ?? 0), max: Number(price?.max ?? 0) },
  };
}

/** The filter groups a facet list narrows by; each group's own choice is left out of its counts. */
export type FacetGroup = 'artistIds' | 'categories' | 'tags' | 'mediums' | 'orientations';

/**
 * Per facet value, how many published works the search `filters` finds with that value chosen in
 * its group: the group's own choice is lifted (choices of a group are OR-ed), every other one kept.
 * Keys: artist id, category and tag slug, lower-cased medium, orientation.
 */
/** True when `whereFilters` would keep every published work (read as `whereFilters` reads each filter). */
function narrowsNothing(f: ArtworkFilters): boolean {
  return (
    f.search === undefined &&
    f.artistIds === undefined &&
    f.artworkIds === undefined &&
    f.mediums === undefined &&
    f.orientations === undefined &&
    !f.categories?.length &&
    !f.tags?.length &&
    f.minPrice === undefined &&
    f.maxPrice === undefined &&
    (f.availability === undefined || f.availability === 'all')
  );
}

/**
 * What each choice of each facet group would find within the other groups' filters. A group whose
 * other filters narrow nothing (the list is filtered by that group alone, the usual first tick) is
 * counted over the whole catalogue, which the caller already has: null, and no query for it.
 */
export async function facetCounts(db: Executor, filters: ArtworkFilters) {
  const sqlite = onSqlite(db);
  const except = (group: FacetGroup) => (eb: Eb) => whereFilters(eb, { ...filters, [group]: undefined }, sqlite);
  const wholeCatalogue = (group: FacetGroup) => narrowsNothing({ ...filters, [group]: undefined });
  const unless = <T>(group: FacetGroup, read: () => Promise<T>) =>
    wholeCatalogue(group) ? Promise.resolve(null) : read();
  const [artists, categories, tags, mediums, orientations] = await Promise.all([
    unless('artistIds', () =>
      db
        .selectFrom('artwork')
        .where(except('artistIds'))
        .where('artwork.artist_id', 'is not', null)
        .select(['artwork.artist_id as key', (eb) => eb.fn.countAll().as('count')])
        .groupBy('artwork.artist_id')
        .execute(),
    ),
    unless('categories', () =>
      db
        .selectFrom('artwork')
        .innerJoin('artwork_category', 'artwork_category.artwork_id', 'artwork.id')
        .innerJoin('category', 'category.id', 'artwork_category.category_id')
        .where(except('categories'))
        .select(['category.slug as key', (eb) => eb.fn.countAll().as('count')])
        .groupBy('category.slug')
        .execute(),
    ),
    unless('tags', () =>
      db
        .selectFrom('artwork')
        .innerJoin('artwork_tag', 'artwork_tag.artwork_id', 'artwork.id')
        .innerJoin('tag', 'tag.id', 'artwork_tag.tag_id')
        .where(except('tags'))
        .select(['tag.slug as key', (eb) => eb.fn.countAll().as('count')])
        .groupBy('tag.slug')
        .execute(),
    ),
    unless('mediums', () =>
      db
        .selectFrom('artwork')
        .where(except('mediums'))
        .where('artwork.medium', 'is not', null)
        .select([sql<string>`lower(artwork.medium)`.as('key'), (eb) => eb.fn.countAll().as('count')])
        .groupBy(sql`lower(artwork.medium)`)
        .execute(),
    ),
    unless('orientations', () =>
      db
        .selectFrom('artwork')
        .where(except('orientations'))
        .where('artwork.orientation', 'is not', null)
        .select(['artwork.orientation as key', (eb) => eb.fn.countAll().as('count')])
        .groupBy('artwork.orientation')
        .execute(),
    ),
  ]);
  const counted = <K>(rows: { key: K | null; count: unknown }[] | null) =>
    rows && new Map(rows.map((r) => [r.key as K, Number(r.count)]));
  return {
    artists: counted<number>(artists),
    categories: counted<string>(categories),
    tags: counted<string>(tags),
    mediums: counted<string>(mediums),
    orientations: counted<string>(orientations),
  };
}

/* ---------- The back office: every artwork, drafts included ---------- */

export interface StaffArtworkFilters {
  search?: { term: string; artistIds: number[] };
  status?: ArtworkTable['status'];
  availability?: ArtworkTable['availability'];
  artistId?: number;
}

export type StaffArtworkSort = 'name' | 'price' | 'created' | 'updated';

function whereStaffFilters(eb: Eb, f: StaffArtworkFilters): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  if (f.search) {
    const pattern = likePattern(f.search.term);
    const any: Expression<SqlBool>[] = [
      sql<SqlBool>`lower(artwork.name) like ${pattern} escape '\\'`,
      sql<SqlBool>`artwork.product_slug like ${pattern} escape '\\'`,
    ];
    if (f.search.artistIds.length > 0) any.push(eb('artwork.artist_id', 'in', f.search.artistIds));
    all.push(eb.or(any));
  }
  if (f.status) all.push(eb('artwork.status', '=', f.status));
  if (f.availability) all.push(eb('artwork.availability', '=', f.availability));
  if (f.artistId !== undefined) all.push(eb('artwork.artist_id', '=', f.artistId));
  return eb.and(all);
}

/** One page of artworks for the back office: a count and one page query, whatever the catalogue's size. */
export async function listArtworksForStaff(
  db: Executor,
  filters: StaffArtworkFilters,
  options: { sort: StaffArtworkSort; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: Artwork[]; total: number }> {
  const counted = await db
    .selectFrom('artwork')
    .select((eb) => eb.fn.countAll().as('total'))
    .where((eb) => whereStaffFilters(eb, filters))
    .executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  if (total === 0 || options.offset >= total) return { rows: [], total };
  const column = {
    name: sql`lower(artwork.name)`,
    price: sql`artwork.price`,
    created: sql`artwork.created_at`,
    updated: sql`artwork.updated_at`,
  }[options.sort];
  const rows = await db
    .selectFrom('artwork')
    .selectAll('artwork')
    .where((eb) => whereStaffFilters(eb, filters))
    .orderBy(column, options.order)
    .orderBy('artwork.id', options.order)
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return { rows, total };
}

export async function countArtworksByStatus(db: Executor): Promise<Record<ArtworkTable['status'], number>> {
  const rows = await db
    .selectFrom('artwork')
    .select(['status', (eb) => eb.fn.countAll().as('count')])
    .groupBy('status')
    .execute();
  const counts = { published: 0, draft: 0 };
  for (const r of rows) counts[r.status] = Number(r.count);
  return counts;
}

export function findArtworkById(db: Executor, id: number): Promise<Artwork | undefined> {
  return db.selectFrom('artwork').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findArtworksByIds(db: Executor, ids: readonly number[]): Promise<Artwork[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.selectFrom('artwork').selectAll().where('id', 'in', unique).execute();
}

/** Which of these slugs artworks other than `exceptId` already use. */
export const takenArtworkSlugs = (db: Executor, candidates: readonly string[], exceptId?: number) =>
  takenSlugs(db, ARTWORK_SLUG, candidates, exceptId);

export async function insertArtworkRow(db: Executor, row: Insertable<ArtworkTable>): Promise<number> {
  const inserted = await db.insertInto('artwork').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateArtworkRow(db: Executor, id: number, changes: Updateable<ArtworkTable>): Promise<boolean> {
  const result = await db.updateTable('artwork').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes an artwork; its images, options, terms, exhibition places and cart lines go with it (cascades). */
export async function deleteArtworkRow(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('artwork').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function replaceArtworkImages(
  db: Executor,
  artworkId: number,
  mediaIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('artwork_image').where('artwork_id', '=', artworkId).execute();
  if (mediaIds.length === 0) return;
  await db
    .insertInto('artwork_image')
    .values(mediaIds.map((media_id, position) => ({ artwork_id: artworkId, media_id, position })))
    .execute();
}

export async function replaceArtworkVariations(
  db: Executor,
  artworkId: number,
  variations: readonly { color: string; sizes: readonly { name: string; stock: number }[] }[],
): Promise<void> {
  // Sizes go with their colour (cascade).
  await db.deleteFrom('artwork_variation').where('artwork_id', '=', artworkId).execute();
  for (const [position, v] of variations.entries()) {
    const variation = await db
      .insertInto('artwork_variation')
      .values({ artwork_id: artworkId, color: v.color, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (v.sizes.length === 0) continue;
    await db
      .insertInto('variation_size')
      .values(v.sizes.map((s, p) => ({ variation_id: variation.id, name: s.name, stock: s.stock, position: p })))
      .execute();
  }
}

/**
 * Links an artwork to categories or tags by name, creating the ones that do not exist yet. A name
 * matches an existing term by slug, so 'Oil painting' and 'oil  painting' are one category.
 * `on conflict do nothing` lets two saves create the same new term at once.
 */
export async function replaceArtworkTerms(
  db: Executor,
  table: 'category' | 'tag',
  artworkId: number,
  terms: readonly { slug: string; name: string }[],
): Promise<void> {
  const link = table === 'category' ? 'artwork_category' : 'artwork_tag';
  await db.deleteFrom(link).where('artwork_id', '=', artworkId).execute();
  if (terms.length === 0) return;
  await db
    .insertInto(table)
    .values(terms.map((t) => ({ slug: t.slug, name: t.name })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where(
      'slug',
      'in',
      terms.map((t) => t.slug),
    )
    .execute();
  if (table === 'category') {
    await db
      .insertInto('artwork_category')
      .values(rows.map((r) => ({ artwork_id: artworkId, category_id: r.id })))
      .execute();
  } else {
    await db
      .insertInto('artwork_tag')
      .values(rows.map((r) => ({ artwork_id: artworkId, tag_id: r.id })))
      .execute();
  }
}

export async function countArtworksByArtist(
  db: Executor,
  artistIds: readonly number[],
): Promise<Map<number, { all: number; published: number }>> {
  const unique = [...new Set(artistIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('artwork')
    .select([
      'artist_id',
      (eb) => eb.fn.countAll().as('all'),
      sql<number>`sum(case when status = 'published' then 1 else 0 end)`.as('published'),
    ])
    .where('artist_id', 'in', unique)
    .groupBy('artist_id')
    .execute();
  return new Map(rows.map((r) => [r.artist_id!, { all: Number(r.all), published: Number(r.published) }]));
}

/** Leaves an artist's artworks without an artist (the artist is being removed); answers how many. */
export async function detachArtist(db: Executor, artistId: number, now: string): Promise<number> {
  const result = await db
    .updateTable('artwork')
    .set({ artist_id: null, updated_at: now })
    .where('artist_id', '=', artistId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
