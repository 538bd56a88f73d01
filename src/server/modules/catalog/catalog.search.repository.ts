import type { availabilityFilter } from '#shared/catalog-options.ts';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { onSqlite } from '../../db/json.ts';
import type { Database } from '../../db/schema.ts';
import { searchIn } from '../../lib/list-page.ts';
import {
  countPublishedByArtist,
  listColumns,
  withLists,
  type ArtworkWithLists,
  type Eb,
} from './catalog.repository.ts';

/* The storefront's search over published artworks and the filter sidebar's facet counts. */

/**
 * What a buyer pays, in SQL: the discount of docs/product.md#money-and-rounding, rounded half-up exactly like `discountedPrice()`.
 * The bigint cast keeps price × 100 from overflowing PostgreSQL's integer on expensive works.
 */
const paidPrice = sql<number>`(case when artwork.discount > 0 then (cast(artwork.price as bigint) * (100 - (case when artwork.discount > 100 then 100 else artwork.discount end)) + 50) / 100 else artwork.price end)`;

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
    const term = f.search.term;
    const any: Expression<SqlBool>[] = [
      searchIn(['artwork.name', 'artwork.medium'], term),
      eb(
        'artwork.id',
        'in',
        worksLinkedTo(eb, 'tag', (name) => searchIn([name], term)),
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

/** Every category or tag, by name. */
export function listTerms(db: Executor, kind: 'category' | 'tag'): Promise<{ slug: string; name: string }[]> {
  return db.selectFrom(kind).select(['slug', 'name']).orderBy('name').execute();
}

/** Every medium (or support) written on an artwork of any status. */
export async function distinctArtworkTexts(db: Executor, column: 'medium' | 'support'): Promise<string[]> {
  const rows = await db.selectFrom('artwork').select(column).distinct().where(column, 'is not', null).execute();
  return rows.map((r) => r[column]!);
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
