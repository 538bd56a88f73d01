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
