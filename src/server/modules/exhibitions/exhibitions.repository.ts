import type { Insertable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { Exhibition, ExhibitionApplicationTable } from '../../db/schema.ts';

export function listExhibitions(db: Executor): Promise<Exhibition[]> {
  return db.selectFrom('exhibition').selectAll().orderBy('start_date', 'desc').orderBy('id', 'desc').execute();
}

export function findExhibitionBySlug(db: Executor, slug: string): Promise<Exhibition | undefined> {
  return db.selectFrom('exhibition').selectAll().where('exhibition_slug', '=', slug).executeTakeFirst();
}

export function findExhibitionById(db: Executor, id: number): Promise<Exhibition | undefined> {
  return db.selectFrom('exhibition').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Titles are matched case-insensitively; the newest wins if two exhibitions share a title. */
export function findExhibitionByTitle(db: Executor, title: string): Promise<Exhibition | undefined> {
  return db
    .selectFrom('exhibition')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['title']), '=', title.toLowerCase()))
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The hang of an exhibition, in the curator's order. */
export async function artworkIdsOf(db: Executor, exhibitionId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('exhibition_artwork')
    .select('artwork_id')
    .where('exhibition_id', '=', exhibitionId)
    .orderBy('position')
    .orderBy('artwork_id')
    .execute();
  return rows.map((r) => r.artwork_id);
}

export function exhibitionsOfArtwork(db: Executor, artworkId: number) {
  return db
    .selectFrom('exhibition_artwork')
    .innerJoin('exhibition', 'exhibition.id', 'exhibition_artwork.exhibition_id')
    .select(['exhibition.exhibition_slug', 'exhibition.title'])
    .where('exhibition_artwork.artwork_id', '=', artworkId)
    .orderBy('exhibition.start_date', 'desc')
    .orderBy('exhibition.id', 'desc')
    .execute();
}

export async function insertApplication(db: Executor, row: Insertable<ExhibitionApplicationTable>): Promise<number> {
  const inserted = await db.insertInto('exhibition_application').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/* ---------- The back office ---------- */

export async function findExhibitionIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db.selectFrom('exhibition').select('id').where('id', 'in', unique).execute();
  return new Set(rows.map((r) => r.id));
}

export function exhibitionRefsOfArtwork(db: Executor, artworkId: number) {
  return db
    .selectFrom('exhibition_artwork')
    .innerJoin('exhibition', 'exhibition.id', 'exhibition_artwork.exhibition_id')
    .select(['exhibition.id', 'exhibition.exhibition_slug', 'exhibition.title'])
    .where('exhibition_artwork.artwork_id', '=', artworkId)
    .orderBy('exhibition.start_date', 'desc')
    .orderBy('exhibition.id', 'desc')
    .execute();
}

/**
 * Puts an artwork in exactly these exhibitions: it leaves the others, keeps its place in those it
 * already hangs in, and is added at the end of the new ones.
 */
export async function setExhibitionsOfArtwork(db: Executor, artworkId: number, exhibitionIds: readonly number[]): Promise<void> {
  let leaving = db.deleteFrom('exhibition_artwork').where('artwork_id', '=', artworkId);
  if (exhibitionIds.length > 0) leaving = leaving.where('exhibition_id', 'not in', [...exhibitionIds]);
  await leaving.execute();
  if (exhibitionIds.length === 0) return;
  const current = await db
    .selectFrom('exhibition_artwork')
    .select('exhibition_id')
    .where('artwork_id', '=', artworkId)
    .execute();
  const already = new Set(current.map((r) => r.exhibition_id));
  for (const exhibitionId of exhibitionIds) {
    if (already.has(exhibitionId)) continue;
    const last = await db
      .selectFrom('exhibition_artwork')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('exhibition_id', '=', exhibitionId)
      .executeTakeFirst();
    const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    await db.insertInto('exhibition_artwork').values({ exhibition_id: exhibitionId, artwork_id: artworkId, position }).execute();
  }
}
