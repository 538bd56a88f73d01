import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { Artist, ArtistTable } from '../../db/schema.ts';
import { countThenRead, searchIn, sortedPage, type ListWindow, type SortColumns } from '../../lib/list-page.ts';
import type { artistSorts } from '#shared/api/manage.ts';
import { takenSlugs, type SlugOwner } from '../../lib/slugs.ts';

/** An artist's slug: its column, and what a 409 calls the record. */
export const ARTIST_SLUG: SlugOwner = { table: 'artist', field: 'artist_slug', thing: 'artist' };

/** The gallery's own order first (position), then by name, so the list is stable. */
export function listArtists(db: Executor, limit?: number): Promise<Artist[]> {
  let query = db
    .selectFrom('artist')
    .selectAll()
    .orderBy('position')
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export function findArtistBySlug(db: Executor, slug: string): Promise<Artist | undefined> {
  return db.selectFrom('artist').selectAll().where('artist_slug', '=', slug).executeTakeFirst();
}

export async function findArtistsByIds(db: Executor, ids: readonly number[]): Promise<Artist[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.selectFrom('artist').selectAll().where('id', 'in', unique).execute();
}

export async function findArtistIdsBySlugs(db: Executor, slugs: readonly string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .selectFrom('artist')
    .select('id')
    .where('artist_slug', 'in', [...slugs])
    .execute();
  return rows.map((r) => r.id);
}

const fullName = sql<string>`first_name || ' ' || last_name`;

/** Artists whose full name contains the term, case-insensitively on both engines. */
export async function searchArtistIds(db: Executor, term: string): Promise<number[]> {
  const rows = await db
    .selectFrom('artist')
    .select('id')
    .where(searchIn([fullName], term))
    .execute();
  return rows.map((r) => r.id);
}

/* ---------- The back office ---------- */

const ARTIST_SORTS: SortColumns<(typeof artistSorts)[number]> = {
  position: [sql`position`, sql`last_name`, sql`first_name`],
  name: sql`lower(${fullName})`,
  location: sql`coalesce(lower(location), '')`,
  created: sql`created_at`,
  updated: sql`updated_at`,
};

function searchFilter(term: string | undefined) {
  if (!term) return undefined;
  return searchIn([fullName, 'artist_slug'], term);
}

/** One page of artists (by default in the gallery's order), and how many match. */
export function listArtistsPage(
  db: Executor,
  options: { search?: string } & ListWindow<(typeof artistSorts)[number]>,
): Promise<{ rows: Artist[]; total: number }> {
  const filter = searchFilter(options.search);
  let count = db.selectFrom('artist').select((eb) => eb.fn.countAll().as('total'));
  let query = db.selectFrom('artist').selectAll();
  if (filter) {
    count = count.where(filter);
    query = query.where(filter);
  }
  return countThenRead(count, options.offset, () => sortedPage(query, ARTIST_SORTS, sql`id`, options).execute());
}

export function findArtistById(db: Executor, id: number): Promise<Artist | undefined> {
  return db.selectFrom('artist').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which of these slugs artists other than `exceptId` already use. */
export const takenArtistSlugs = (db: Executor, candidates: readonly string[], exceptId?: number) =>
  takenSlugs(db, ARTIST_SLUG, candidates, exceptId);

export async function insertArtist(db: Executor, row: Insertable<ArtistTable>): Promise<number> {
  const inserted = await db.insertInto('artist').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateArtist(db: Executor, id: number, changes: Updateable<ArtistTable>): Promise<void> {
  await db.updateTable('artist').set(changes).where('id', '=', id).execute();
}

export async function deleteArtist(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('artist').where('id', '=', id).execute();
}
