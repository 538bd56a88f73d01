import type { ProductSearchBody } from '#shared/api/catalog.ts';
import { availabilityFilter, sortOptions } from '#shared/catalog-options.ts';

export type ArtworkSort = (typeof sortOptions)[number];
export type AvailabilityFilter = (typeof availabilityFilter)[number];
export type ArtworkView = 'grid' | 'list';
export type ListFilter = 'artist' | 'category' | 'tag' | 'medium' | 'orientation';

/** Everything that decides what the artworks list shows; it lives in the URL so a page can be shared. */
export interface ArtworkQuery {
  search: string;
  artist: string[];
  category: string[];
  /** Tag slugs (`?tag=desert,sea`). */
  tag: string[];
  medium: string[];
  orientation: string[];
  /** Bounds on the price after discount, in baisa. */
  minPrice: number | null;
  maxPrice: number | null;
  availability: AvailabilityFilter;
  sort: ArtworkSort;
  page: number;
  view: ArtworkView;
}

export const PER_PAGE = 12;
export const listFilters: readonly ListFilter[] = ['artist', 'category', 'tag', 'medium', 'orientation'];

export const defaultArtworkQuery: ArtworkQuery = {
  search: '',
  artist: [],
  category: [],
  tag: [],
  medium: [],
  orientation: [],
  minPrice: null,
  maxPrice: null,
  availability: 'all',
  sort: 'newest',
  page: 1,
  view: 'grid',
};

/** URL keys; several values of one filter are comma separated (`?medium=oil,acrylic`). */
const keys = {
  search: 'q',
  artist: 'artist',
  category: 'category',
  tag: 'tag',
  medium: 'medium',
  orientation: 'orientation',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  availability: 'availability',
  sort: 'sort',
  page: 'page',
  view: 'view',
} as const satisfies Record<keyof ArtworkQuery, string>;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

function parseList(value: string | null): string[] {
  if (!value) return [];
  const items = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return [...new Set(items)];
}

function parseCount(value: string | null, min: number): number | null {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min ? n : null;
}

/** Reads a query string leniently: a hand-edited or stale link falls back to the defaults, never to an error. */
export function parseArtworkQuery(params: URLSearchParams): ArtworkQuery {
  const availability = params.get(keys.availability);
  const sort = params.get(keys.sort);
  let minPrice = parseCount(params.get(keys.minPrice), 0);
  let maxPrice = parseCount(params.get(keys.maxPrice), 0);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    search: (params.get(keys.search) ?? '').trim().slice(0, 100),
    artist: parseList(params.get(keys.artist)),
    category: parseList(params.get(keys.category)),
    tag: parseList(params.get(keys.tag)),
    medium: parseList(params.get(keys.medium)),
    orientation: parseList(params.get(keys.orientation)).filter((o) => ['portrait', 'landscape', 'square'].includes(o)),
    minPrice,
    maxPrice,
    availability: isOneOf(availabilityFilter, availability) ? availability : defaultArtworkQuery.availability,
    sort: isOneOf(sortOptions, sort) ? sort : defaultArtworkQuery.sort,
    page: Math.min(parseCount(params.get(keys.page), 1) ?? 1, 10_000),
    view: params.get(keys.view) === 'list' ? 'list' : 'grid',
  };
}

/** Writes only what differs from the defaults, in a stable order, so URLs stay short and comparable. */
export function toSearchParams(query: ArtworkQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set(keys.search, query.search.trim());
  for (const filter of listFilters) if (query[filter].length) params.set(keys[filter], query[filter].join(','));
  if (query.minPrice !== null) params.set(keys.minPrice, String(query.minPrice));
  if (query.maxPrice !== null) params.set(keys.maxPrice, String(query.maxPrice));
  if (query.availability !== defaultArtworkQuery.availability) params.set(keys.availability, query.availability);
  if (query.sort !== defaultArtworkQuery.sort) params.set(keys.sort, query.sort);
  if (query.page > 1) params.set(keys.page, String(query.page));
  if (query.view !== defaultArtworkQuery.view) params.set(keys.view, query.view);
  return params;
}

/** The body of POST /product_search for this query. */
export function toSearchBody(query: ArtworkQuery): ProductSearchBody {
  const body: ProductSearchBody = {
    sort: query.sort,
    page: query.page,
    per_page: PER_PAGE,
    availability: query.availability,
  };
  if (query.search) body.search = query.search;
  if (query.artist.length) body.artist_slug = query.artist;
  if (query.category.length) body.category = query.category;
  if (query.tag.length) body.tag = query.tag;
  if (query.medium.length) body.medium = query.medium;
  if (query.orientation.length) body.orientation = query.orientation;
  if (query.minPrice !== null) body.min_price = query.minPrice;
  if (query.maxPrice !== null) body.max_price = query.maxPrice;
  return body;
}

/**
 * The query string of GET /product_filter for the list's filters, so each facet counts what a tick
 * would find; null when nothing narrows the list (the whole catalogue's counts, rendered with the page).
 */
export function toFacetQuery(query: ArtworkQuery): Record<string, string> | null {
  const params: Record<string, string> = {};
  if (query.search) params.search = query.search;
  for (const [filter, param] of [
    ['artist', 'artist_slug'],
    ['category', 'category'],
    ['tag', 'tag'],
    ['medium', 'medium'],
    ['orientation', 'orientation'],
  ] as const) {
    if (query[filter].length) params[param] = query[filter].join(',');
  }
  if (query.minPrice !== null) params.min_price = String(query.minPrice);
  if (query.maxPrice !== null) params.max_price = String(query.maxPrice);
  if (query.availability !== 'all') params.availability = query.availability;
  return Object.keys(params).length > 0 ? params : null;
}

/** How many filters narrow the list (the search box and the sort are not counted). */
export function activeFilterCount(query: ArtworkQuery): number {
  return (
    listFilters.reduce((n, f) => n + query[f].length, 0) +
    (query.minPrice !== null || query.maxPrice !== null ? 1 : 0) +
    (query.availability !== 'all' ? 1 : 0)
  );
}

/** The query with every filter and the search removed; sort and view are the visitor's taste and stay. */
export function clearedQuery(query: ArtworkQuery): ArtworkQuery {
  return { ...defaultArtworkQuery, sort: query.sort, view: query.view };
}
