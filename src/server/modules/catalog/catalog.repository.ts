import { sql, type AliasableExpression, type ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { compileOnce, QUERY_PARAMETER } from '../../db/compiled-query.ts';
import { fromJson, jsonArrayFor } from '../../db/json.ts';
import type { Artwork, ArtworkTable, Database } from '../../db/schema.ts';

/* The storefront's reads of published artworks: one work with its lists, cards and related works. */

export type Eb = ExpressionBuilder<Database, 'artwork'>;

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
export function listColumns(db: Executor, eb: Eb) {
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

export function withLists<R extends RawLists>(row: R): Omit<R, keyof RawLists> & ArtworkLists {
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
 * it (0.17 ms), and the result never changes for one database: each executor caches the query compiled
 * (per set of companions), by id and by slug, and every read only puts its own value in.
 */
const detailQueries = new WeakMap<Executor, Map<ArtworkCompanions | undefined, CompiledDetail>>();

function compiledDetail(db: Executor, companions: ArtworkCompanions | undefined) {
  const base = detailQuery(db, companions);
  return {
    byId: compileOnce(base.where('artwork.id', '=', QUERY_PARAMETER)),
    bySlug: compileOnce(base.where('artwork.product_slug', '=', QUERY_PARAMETER)),
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
  let cached = detailQueries.get(db);
  if (!cached) detailQueries.set(db, (cached = new Map()));
  let detail = cached.get(companions);
  if (!detail) cached.set(companions, (detail = compiledDetail(db, companions)));
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
