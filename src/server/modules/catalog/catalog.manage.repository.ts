import { sql, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { Artwork, ArtworkTable } from '../../db/schema.ts';
import { takenSlugs, type SlugOwner } from '../../lib/slugs.ts';
import type { Eb } from './catalog.repository.ts';
import { searchIn } from '../../lib/list-page.ts';

/* The back office's artworks, drafts included: its list, and every write to an artwork. */

/** An artwork's slug: its column, and what a 409 calls the record. */
export const ARTWORK_SLUG: SlugOwner = { table: 'artwork', field: 'product_slug', thing: 'artwork' };

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
    const any: Expression<SqlBool>[] = [searchIn(['artwork.name', 'artwork.product_slug'], f.search.term)];
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
