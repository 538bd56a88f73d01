import type { availabilityFilter } from '#shared/catalog-options.ts';
import type { Executor } from '../../db/client.ts';
import type { Artwork, Media } from '../../db/schema.ts';
import { discountedPrice } from '#shared/money.ts';
import type { ArtistProfile, Product, ProductCard, ProductFilters, ProductSearchAnswer } from '#shared/api/catalog.ts';
import type { ImageSet } from '#shared/media.ts';
import { findMediaByIds, imageSet, mediaUrl } from '../media/media.service.ts';
import {
  artistIdsBySlugs,
  artistProfileOf,
  artistRefsByIds,
  creditedArtists,
  listArtists,
  searchArtistIds,
} from '../artists/artists.service.ts';
import type { ContentTranslator } from '../translations/translations.service.ts';
import { slugify as slugOf } from '../../lib/slugs.ts';
import { slugify } from '#shared/slugs.ts';
import * as manageRepo from './catalog.manage.repository.ts';
import * as repo from './catalog.repository.ts';
import * as search from './catalog.search.repository.ts';

/** Filters of POST /product_search after zod parsed the body (defaults applied). */
export interface ProductSearch {
  search?: string;
  artist_slug?: string[];
  category?: string[];
  tag?: string[];
  medium?: string[];
  orientation?: string[];
  min_price?: number;
  max_price?: number;
  availability: (typeof availabilityFilter)[number];
  sort: search.ArtworkSort;
  page: number;
  per_page: number;
}

const lowered = (values: string[] | undefined) => values?.map((v) => v.toLowerCase());

/**
 * One page of published artworks. `artworkIds` narrows to an exhibition's hang, resolved by the caller
 * because exhibitions sit above the catalogue.
 */
/** The repository's filters of a search's (or a facet list's) query: slugs and names resolved. */
async function filtersOf(
  db: Executor,
  query: Omit<ProductSearch, 'sort' | 'page' | 'per_page'>,
  artworkIds?: number[],
  tr?: ContentTranslator,
): Promise<search.ArtworkFilters> {
  const filters: search.ArtworkFilters = {
    availability: query.availability,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    categories: lowered(query.category),
    tags: lowered(query.tag),
    orientations: lowered(query.orientation),
    artworkIds,
  };
  if (query.search) {
    const [artistIds, translated] = await Promise.all([
      searchArtistIds(db, query.search),
      tr && tr.locale !== 'en' ? translatedMatches(db, tr, query.search) : undefined,
    ]);
    filters.search = { term: query.search, artistIds, translated };
  }
  if (query.artist_slug?.length) filters.artistIds = await artistIdsBySlugs(db, lowered(query.artist_slug)!);
  if (query.medium?.length) {
    // Mediums are free text; the filter accepts a facet's slug or the medium itself.
    const wanted = new Set(lowered(query.medium));
    const known = await search.distinctPublishedMediums(db);
    filters.mediums = known
      .filter((m) => wanted.has(m.toLowerCase()) || wanted.has(slugify(m)))
      .map((m) => m.toLowerCase());
  }
  return filters;
}

/** What a search term finds in the visitor's language: works by name or summary, tags, mediums. */
async function translatedMatches(db: Executor, tr: ContentTranslator, term: string) {
  const [works, tagSlugs, mediumKeys] = await Promise.all([
    tr.matching('artwork', ['name', 'short_description'], term),
    tr.matching('tag', ['name'], term),
    tr.matching('medium', ['name'], term),
  ]);
  const mediumsWanted = new Set(mediumKeys);
  const mediums =
    mediumsWanted.size === 0
      ? []
      : (await search.distinctPublishedMediums(db))
          .filter((m) => mediumsWanted.has(labelKey(m)))
          .map((m) => m.toLowerCase());
  return { artworkIds: works.filter((id) => /^\d{1,12}$/.test(id)).map(Number), tagSlugs, mediums };
}

export async function searchProducts(
  db: Executor,
  query: ProductSearch,
  scope: { artworkIds?: number[]; tr?: ContentTranslator } = {},
): Promise<ProductSearchAnswer> {
  const filters = await filtersOf(db, query, scope.artworkIds, scope.tr);
  const { rows, total } = await search.searchArtworks(db, filters, {
    sort: query.sort,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    result: await toProducts(db, rows, scope.tr),
    total,
    page: query.page,
    per_page: query.per_page,
    page_count: Math.ceil(total / query.per_page),
  };
}

/** Whether a facet list's query narrows anything (else its counts are the whole catalogue's). */
const narrows = (q: Omit<ProductSearch, 'sort' | 'page' | 'per_page'>) =>
  Boolean(
    q.search ||
    q.artist_slug?.length ||
    q.category?.length ||
    q.tag?.length ||
    q.medium?.length ||
    q.orientation?.length ||
    q.min_price !== undefined ||
    q.max_price !== undefined ||
    q.availability !== 'all',
  );

/** The whole catalogue's facets as the database gives them, before any answer is made of them. */
interface CatalogueFacetRows {
  facets: Awaited<ReturnType<typeof search.facets>>;
  artists: Awaited<ReturnType<typeof listArtists>>;
}

/**
 * The whole catalogue's facets, cached between requests until the catalogue changes. Every facet
 * answer starts from them (a list's counts only replace the numbers), and reading them is most of
 * a first answer's cost: on 5,000 works some 18 ms of the 25 a list's counts took on SQLite. The
 * caller invalidates them on every change but a sale's: a sale changes stock, which no facet counts.
 */
export interface CachedFacets {
  read(db: Executor): Promise<CatalogueFacetRows>;
  invalidate(): void;
}

export function cachedCatalogueFacets(): CachedFacets {
  let cached: Promise<CatalogueFacetRows> | null = null;
  return {
    read(db) {
      // A read that fails is not cached; one in flight when the catalogue changes is dropped with it.
      cached ??= readCatalogueFacets(db).catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return cached;
    },
    invalidate() {
      cached = null;
    },
  };
}

async function readCatalogueFacets(db: Executor): Promise<CatalogueFacetRows> {
  const [facets, artists] = await Promise.all([search.facets(db), listArtists(db)]);
  return { facets, artists };
}

/**
 * The facets of the artworks list: every value of each (so a choice never vanishes from the list),
 * counted over the whole catalogue or, given the list's query, as each tick would narrow it.
 * `cached`: the catalogue's facets cached between requests (the route's); without it they are read.
 */
export async function productFilters(
  db: Executor,
  tr?: ContentTranslator,
  query?: Omit<ProductSearch, 'sort' | 'page' | 'per_page'>,
  cached?: CachedFacets,
): Promise<ProductFilters> {
  const [{ filters: all, artistIds }, counts] = await Promise.all([
    (cached ? cached.read(db) : readCatalogueFacets(db)).then((rows) => catalogueFacets(rows, tr)),
    query && narrows(query)
      ? filtersOf(db, query, undefined, tr).then((filters) => search.facetCounts(db, filters))
      : undefined,
  ]);
  if (counts) {
    // In place: the translator names these very objects when the route applies it. A group with no
    // counts of its own (null) keeps the whole catalogue's.
    const { artists, categories, tags, mediums, orientations } = counts;
    if (artists) all.artists.forEach((f, i) => (f.count = artists.get(artistIds[i]!) ?? 0));
    if (categories) for (const f of all.categories) f.count = categories.get(f.slug) ?? 0;
    if (tags) for (const f of all.tags) f.count = tags.get(f.slug) ?? 0;
    if (mediums) for (const f of all.mediums) f.count = mediums.get(f.name.toLowerCase()) ?? 0;
    if (orientations) for (const f of all.orientations) f.count = orientations.get(f.slug) ?? 0;
  }
  return all;
}

/**
 * Every facet value counted over the whole catalogue, and the ids of the artists listed, in order:
 * new objects each time, since the counts and the translated names are written into them.
 */
function catalogueFacets(
  { facets: f, artists: all }: CatalogueFacetRows,
  tr?: ContentTranslator,
): { filters: ProductFilters; artistIds: number[] } {
  const artists = all.filter((a) => f.artists.has(a.id));
  const filters = {
    artists: artists.map((a) => {
      const facet = {
        slug: a.artist_slug,
        name: `${a.first_name} ${a.last_name}`.trim(),
        count: f.artists.get(a.id)!,
      };
      tr?.add('artist', a.id, (t) => {
        facet.name = `${t.first_name ?? a.first_name} ${t.last_name ?? a.last_name}`.trim();
      });
      return facet;
    }),
    categories: f.categories.map((c) => translatedLabel('category', c.slug, { ...c }, tr)),
    tags: f.tags.map((t) => translatedLabel('tag', t.slug, { ...t }, tr)),
    mediums: f.mediums.map((m) =>
      translatedLabel('medium', labelKey(m.name), { slug: slugify(m.name), name: m.name, count: m.count }, tr),
    ),
    orientations: f.orientations.map((o) => ({
      slug: o.name,
      name: o.name.charAt(0).toUpperCase() + o.name.slice(1),
      count: o.count,
    })),
    price: { ...f.price },
  };
  return { filters, artistIds: artists.map((a) => a.id) };
}

/** A facet whose name the translator replaces by its translation in the visitor's language. */
function translatedLabel<F extends { name: string }>(
  entity: 'category' | 'tag' | 'medium',
  id: string,
  facet: F,
  tr?: ContentTranslator,
): F {
  tr?.add(entity, id, (t) => {
    if (t.name) facet.name = t.name;
  });
  return facet;
}

/** A published artwork's row, lists and related works' rows, read in one query (`productDetail` answers it). */
export type ArtworkDetail = repo.ArtworkDetail;

export type ArtworkCompanions = repo.ArtworkCompanions;

/**
 * A published artwork by numeric id or product_slug with what its answer shows (the companions' columns
 * too, when given), in one query; or undefined.
 */
export function findArtworkDetail(
  db: Executor,
  idOrSlug: string,
  companions?: ArtworkCompanions,
): Promise<ArtworkDetail | undefined> {
  return repo.findPublishedArtworkDetail(db, idOrSlug, companions);
}

/**
 * The product answer, its artist block and related cards (same artist first, then same category) of a
 * found artwork: the artists first, then every picture (the work's, the cards' and the artist's
 * portrait) in one query.
 */
export async function productDetail(
  db: Executor,
  artwork: ArtworkDetail,
  tr?: ContentTranslator,
): Promise<{ product: Product; artistProfile: ArtistProfile | null; related: ProductCard[] }> {
  const credited = await creditedArtists(
    db,
    [artwork, ...artwork.related].flatMap((r) => (r.artist_id === null ? [] : [r.artist_id])),
    tr,
  );
  const own = artwork.artist_id === null ? undefined : credited.get(artwork.artist_id)?.artist;
  const media = await findMediaByIds(db, [
    ...(artwork.feature_image_id === null ? [] : [artwork.feature_image_id]),
    ...artwork.images,
    ...artwork.related.flatMap((r) => cardImageId(r) ?? []),
    ...(own?.profile_image_id == null ? [] : [own.profile_image_id]),
  ]);
  const shown: Shown = { media, artists: new Map([...credited].map(([id, { ref }]) => [id, ref])) };
  return {
    product: productOf(artwork, shown, tr),
    artistProfile: own
      ? artistProfileOf(own, own.profile_image_id === null ? undefined : media.get(own.profile_image_id), tr)
      : null,
    related: artwork.related.map((r) => cardWith(r, shown, tr)),
  };
}

/** A published artwork with its related works (same artist first, then same category), or undefined. */
export async function findProduct(
  db: Executor,
  idOrSlug: string,
  tr?: ContentTranslator,
): Promise<{ product: Product; artistProfile: ArtistProfile | null; related: ProductCard[] } | undefined> {
  const artwork = await findArtworkDetail(db, idOrSlug);
  return artwork && productDetail(db, artwork, tr);
}

/** Cards of published artworks in the order of `ids`; drafts and unknown ids are left out. */
export async function cardsByIds(db: Executor, ids: readonly number[], tr?: ContentTranslator): Promise<ProductCard[]> {
  const rows = await repo.findPublishedByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toCards(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
    tr,
  );
}

/** The newest published artworks, optionally of one artist, as cards. */
export async function newestCards(
  db: Executor,
  options: { artistId?: number; limit: number; tr?: ContentTranslator },
): Promise<ProductCard[]> {
  return toCards(db, await repo.listPublished(db, { artistId: options.artistId, limit: options.limit }), options.tr);
}

/** Published artworks per artist, for `total_product`. */
export function countPublishedByArtist(db: Executor, artistIds: readonly number[]): Promise<Map<number, number>> {
  return repo.countPublishedByArtist(db, artistIds);
}

/** Media rows and artist names that a set of products and cards show. */
interface Shown {
  media: Map<number, Media>;
  artists: Map<number, { artist_slug: string; full_name: string }>;
}

/** The feature image a card shows: its own, or else its first gallery image. */
const cardImageId = (r: repo.CardRow) => r.feature_image_id ?? r.first_image_id ?? null;

/**
 * Reads, in two queries run together, the pictures and artists of `products` (gallery and feature)
 * and `cards` (feature, or first image: rows must carry `first_image_id` when they have no feature).
 */
async function mediaAndArtists(
  db: Executor,
  products: readonly repo.ArtworkWithLists[],
  cards: readonly repo.CardRow[],
  tr?: ContentTranslator,
): Promise<Shown> {
  const both = [...products, ...cards];
  const [media, artists] = await Promise.all([
    findMediaByIds(db, [
      ...products.flatMap((r) => [...(r.feature_image_id === null ? [] : [r.feature_image_id]), ...r.images]),
      ...cards.flatMap((r) => cardImageId(r) ?? []),
    ]),
    artistRefsByIds(
      db,
      both.flatMap((r) => (r.artist_id === null ? [] : [r.artist_id])),
      tr,
    ),
  ]);
  return { media, artists };
}

/** Full product answers for a page of artworks: two queries run together whatever the page size. */
async function toProducts(
  db: Executor,
  rows: readonly repo.ArtworkWithLists[],
  tr?: ContentTranslator,
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const shown = await mediaAndArtists(db, rows, [], tr);
  return rows.map((r) => productOf(r, shown, tr));
}

function productOf(r: repo.ArtworkWithLists, { media, artists }: Shown, tr?: ContentTranslator): Product {
  const gallery = r.images.flatMap((id) => media.get(id) ?? []);
  const feature = (r.feature_image_id === null ? undefined : media.get(r.feature_image_id)) ?? gallery[0];
  if (gallery.length === 0 && feature) gallery.push(feature);
  const product: Product = {
    ...cardOf(r, feature, artists),
    name: r.name,
    image: gallery.map((m) => mediaUrl(m)),
    image_set: gallery.map((m) => imageSet(m)).filter((s): s is ImageSet => s !== null),
    shortDescription: r.short_description,
    fullDescription: r.full_description,
    rating: r.rating,
    variation: r.variations.map((v) => ({
      color: v.color,
      size: r.sizes.filter((s) => s.variation_id === v.id).map((s) => ({ name: s.name, stock: s.stock })),
    })),
    category: r.categories.map((c) => c.name),
    tag: r.tags.map((t) => t.name),
    affiliateLink: r.affiliate_link,
    sku: r.sku,
    new: r.is_new === 1,
    saleCount: r.sale_count,
    support: r.support,
    depth_cm: r.depth_cm,
    orientation: r.orientation,
    edition_type: r.edition_type,
    edition_size: r.edition_size,
    edition_number: r.edition_number,
    framed: r.framed === 1,
  };
  tr?.add('artwork', r.id, (t) => {
    if (t.name) product.name = product.product_name = t.name;
    if (t.short_description) product.shortDescription = t.short_description;
    if (t.full_description) product.fullDescription = t.full_description;
  });
  r.categories.forEach((c, i) => tr?.add('category', c.slug, (t) => t.name && (product.category[i] = t.name)));
  r.tags.forEach((tag, i) => tr?.add('tag', tag.slug, (t) => t.name && (product.tag[i] = t.name)));
  if (r.medium !== null) tr?.add('medium', labelKey(r.medium), (t) => t.name && (product.medium = t.name));
  if (r.support !== null) tr?.add('support', labelKey(r.support), (t) => t.name && (product.support = t.name));
  return product;
}

async function toCards(db: Executor, rows: readonly repo.CardRow[], tr?: ContentTranslator): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  // Rows read without their first image look it up here, only when they have no feature image.
  const unknown = rows.filter((r) => r.feature_image_id === null && r.first_image_id === undefined).map((r) => r.id);
  const firstImages = await repo.imagesOf(db, unknown);
  const fallback = new Map<number, number>();
  for (const image of firstImages) if (!fallback.has(image.artwork_id)) fallback.set(image.artwork_id, image.media_id);
  const withFirst = rows.map((r) => (fallback.has(r.id) ? { ...r, first_image_id: fallback.get(r.id) } : r));
  const shown = await mediaAndArtists(db, [], withFirst, tr);
  return withFirst.map((r) => cardWith(r, shown, tr));
}

function cardWith(r: repo.CardRow, { media, artists }: Shown, tr?: ContentTranslator): ProductCard {
  const id = cardImageId(r);
  const card = cardOf(r, id === null ? undefined : media.get(id), artists, tr);
  tr?.add('artwork', r.id, (t) => {
    if (t.name) card.product_name = t.name;
  });
  return card;
}

function cardOf(
  r: repo.CardRow,
  feature: Media | undefined,
  artists: Map<number, { artist_slug: string; full_name: string }>,
  tr?: ContentTranslator,
): ProductCard {
  const card: ProductCard = {
    id: r.id,
    product_id: r.id,
    product_slug: r.product_slug,
    product_name: r.name,
    product_price: discountedPrice(r.price, r.discount),
    price: r.price,
    discount: r.discount,
    feature_image: mediaUrl(feature),
    feature_image_set: imageSet(feature),
    stock: r.stock,
    availability: r.availability,
    artist: (r.artist_id === null ? undefined : artists.get(r.artist_id)) ?? null,
    medium: r.medium,
    width_cm: r.width_cm,
    height_cm: r.height_cm,
    year: r.year,
  };
  if (r.medium !== null) tr?.add('medium', labelKey(r.medium), (t) => t.name && (card.medium = t.name));
  return card;
}

/**
 * The record id a medium or support is translated under (ADR 015): they are free text on each
 * artwork, so every work written with the same words shares one translation.
 */
export const labelKey = (text: string): string => slugOf(text, 'label');

/** Every label of the catalogue with the id it is translated under, for the back office. */
export async function catalogueLabels(
  db: Executor,
): Promise<{ entity: 'category' | 'tag' | 'medium' | 'support'; id: string; name: string }[]> {
  const [categories, tags, mediums, supports] = await Promise.all([
    search.listTerms(db, 'category'),
    search.listTerms(db, 'tag'),
    search.distinctArtworkTexts(db, 'medium'),
    search.distinctArtworkTexts(db, 'support'),
  ]);
  return [
    ...categories.map((c) => ({ entity: 'category' as const, id: c.slug, name: c.name })),
    ...tags.map((t) => ({ entity: 'tag' as const, id: t.slug, name: t.name })),
    ...mediums.sort().map((m) => ({ entity: 'medium' as const, id: labelKey(m), name: m })),
    ...supports.sort().map((s) => ({ entity: 'support' as const, id: labelKey(s), name: s })),
  ];
}

/** The English words of a filter or wall label by the id it is translated under, or undefined. */
export async function labelInEnglish(
  db: Executor,
  kind: 'category' | 'tag' | 'medium' | 'support',
  id: string,
): Promise<string | undefined> {
  if (kind === 'category' || kind === 'tag') return search.termNameBySlug(db, kind, id);
  return (await search.distinctArtworkTexts(db, kind)).find((text) => labelKey(text) === id);
}

/* ---------- For other modules' back-office work ---------- */

/** Which of these artwork ids exist (any status). */
export async function existingArtworkIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  return new Set((await manageRepo.findArtworksByIds(db, ids)).map((a) => a.id));
}

/** Artworks per artist, all and published only, for the back office's artist list. */
export function artworkCountsByArtist(db: Executor, artistIds: readonly number[]) {
  return manageRepo.countArtworksByArtist(db, artistIds);
}

/** Leaves an artist's artworks without an artist, inside the caller's transaction; answers how many. */
export function detachArtistFromArtworks(db: Executor, artistId: number): Promise<number> {
  return manageRepo.detachArtist(db, artistId, new Date().toISOString());
}

export interface ArtworkSummary {
  id: number;
  name: string;
  product_slug: string;
  status: Artwork['status'];
  /** A small rendition of the feature image (or the first image); '' when there is none. */
  thumbnail: string;
}

/** Name, slug, status and thumbnail of artworks of any status, in the order of `ids`; unknown ids are left out. */
export async function artworkSummaries(db: Executor, ids: readonly number[]): Promise<ArtworkSummary[]> {
  const rows = await manageRepo.findArtworksByIds(db, ids);
  const thumbnails = await thumbnailsOf(db, rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [
          {
            id: r.id,
            name: r.name,
            product_slug: r.product_slug,
            status: r.status,
            thumbnail: thumbnails.get(r.id) ?? '',
          },
        ]
      : [];
  });
}

export const THUMBNAIL_WIDTH = 320;

/** The feature image (or else the first image) of each artwork at thumbnail width, in two queries. */
export async function thumbnailsOf(db: Executor, rows: readonly Artwork[]): Promise<Map<number, string>> {
  const withoutFeature = rows.filter((r) => r.feature_image_id === null).map((r) => r.id);
  const firstImages = await repo.imagesOf(db, withoutFeature);
  const fallback = new Map<number, number>();
  for (const image of firstImages) if (!fallback.has(image.artwork_id)) fallback.set(image.artwork_id, image.media_id);
  const featureId = (r: Artwork) => r.feature_image_id ?? fallback.get(r.id) ?? null;
  const media = await findMediaByIds(
    db,
    rows.flatMap((r) => featureId(r) ?? []),
  );
  return new Map(
    rows.map((r) => {
      const id = featureId(r);
      return [r.id, mediaUrl(id === null ? undefined : media.get(id), THUMBNAIL_WIDTH)];
    }),
  );
}

/** Every published artwork's slug and last change, for the sitemap. */
export async function publishedArtworkStamps(db: Executor): Promise<{ product_slug: string; updated_at: string }[]> {
  const rows = await repo.listPublished(db, { limit: 50_000 });
  return rows.map((r) => ({ product_slug: r.product_slug, updated_at: r.updated_at }));
}
