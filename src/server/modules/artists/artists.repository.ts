import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { Artist } from '../../db/schema.ts';

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
  const rows = await db.selectFrom('artist').select('id').where('artist_slug', 'in', [...slugs]).execute();
  return rows.map((r) => r.id);
}

/** Artists whose full name contains the term, case-insensitively on both engines. */
export async function searchArtistIds(db: Executor, term: string): Promise<number[]> {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('artist')
    .select('id')
    .where(sql<boolean>`lower(first_name || ' ' || last_name) like ${pattern} escape '\\'`)
    .execute();
  return rows.map((r) => r.id);
}
