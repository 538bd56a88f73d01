import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { jsonArrayFor } from '../../db/json.ts';
import type { Database, Exhibition, ExhibitionApplicationTable, ExhibitionTable } from '../../db/schema.ts';
import { countThenRead, searchIn, sortedPage, type ListWindow, type SortColumns } from '../../lib/list-page.ts';
import type { applicationSorts, exhibitionSorts } from '#shared/api/manage.ts';
import { takenSlugs, type SlugOwner } from '../../lib/slugs.ts';

/** An exhibition's slug: its column, and what a 409 calls the record. */
export const EXHIBITION_SLUG: SlugOwner = { table: 'exhibition', field: 'exhibition_slug', thing: 'exhibition' };

/*
 * The storefront's reads see published exhibitions only: a draft is the back office's alone
 * (findExhibitionById, listExhibitionsPage).
 */

export function listExhibitions(db: Executor): Promise<Exhibition[]> {
  return db
    .selectFrom('exhibition')
    .selectAll()
    .where('published', '=', 1)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findExhibitionBySlug(db: Executor, slug: string): Promise<Exhibition | undefined> {
  return db
    .selectFrom('exhibition')
    .selectAll()
    .where('exhibition_slug', '=', slug)
    .where('published', '=', 1)
    .executeTakeFirst();
}

export function findExhibitionById(db: Executor, id: number): Promise<Exhibition | undefined> {
  return db.selectFrom('exhibition').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Titles are matched case-insensitively, in English or among `translatedIds` (the exhibitions whose
 * title reads so in another language); the newest wins if two exhibitions share a title.
 */
export function findExhibitionByTitle(
  db: Executor,
  title: string,
  translatedIds: readonly number[] = [],
): Promise<Exhibition | undefined> {
  return db
    .selectFrom('exhibition')
    .selectAll()
    .where('published', '=', 1)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['title']), '=', eb.fn('lower', [eb.val(title)])),
        ...(translatedIds.length > 0 ? [eb('id', 'in', translatedIds)] : []),
      ]),
    )
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

/**
 * The exhibitions the outer `artwork` row hangs in, newest first, as a JSON array column: a column of
 * the artwork read, so that the artwork answer is one query (catalog.repository.ts).
 */
export function hangingOfArtwork(db: Executor, eb: ExpressionBuilder<Database, 'artwork'>) {
  return jsonArrayFor(db)(
    eb
      .selectFrom('exhibition_artwork')
      .innerJoin('exhibition', 'exhibition.id', 'exhibition_artwork.exhibition_id')
      .select(['exhibition.id', 'exhibition.exhibition_slug', 'exhibition.title'])
      .whereRef('exhibition_artwork.artwork_id', '=', 'artwork.id')
      .where('exhibition.published', '=', 1)
      .orderBy('exhibition.start_date', 'desc')
      .orderBy('exhibition.id', 'desc'),
  );
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
export async function setExhibitionsOfArtwork(
  db: Executor,
  artworkId: number,
  exhibitionIds: readonly number[],
): Promise<void> {
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
    await db
      .insertInto('exhibition_artwork')
      .values({ exhibition_id: exhibitionId, artwork_id: artworkId, position })
      .execute();
  }
}

const EXHIBITION_SORTS: SortColumns<(typeof exhibitionSorts)[number]> = {
  start: sql`start_date`,
  end: sql`end_date`,
  title: sql`lower(title)`,
  created: sql`created_at`,
  updated: sql`updated_at`,
};

/** One page of exhibitions (by default newest opening first), and how many match. */
export function listExhibitionsPage(
  db: Executor,
  options: { search?: string } & ListWindow<(typeof exhibitionSorts)[number]>,
): Promise<{ rows: Exhibition[]; total: number }> {
  const filter = options.search ? searchIn(['title', 'exhibition_slug', 'venue'], options.search) : undefined;
  let count = db.selectFrom('exhibition').select((eb) => eb.fn.countAll().as('total'));
  let query = db.selectFrom('exhibition').selectAll();
  if (filter) {
    count = count.where(filter);
    query = query.where(filter);
  }
  return countThenRead(count, options.offset, () => sortedPage(query, EXHIBITION_SORTS, sql`id`, options).execute());
}

/** Which of these slugs exhibitions other than `exceptId` already use. */
export const takenExhibitionSlugs = (db: Executor, candidates: readonly string[], exceptId?: number) =>
  takenSlugs(db, EXHIBITION_SLUG, candidates, exceptId);

export async function insertExhibition(db: Executor, row: Insertable<ExhibitionTable>): Promise<number> {
  const inserted = await db.insertInto('exhibition').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateExhibition(db: Executor, id: number, changes: Updateable<ExhibitionTable>): Promise<void> {
  await db.updateTable('exhibition').set(changes).where('id', '=', id).execute();
}

/** Removes an exhibition and its hang; applications to it keep its title (exhibition_label). */
export async function deleteExhibition(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('exhibition').where('id', '=', id).execute();
}

export async function replaceHang(db: Executor, exhibitionId: number, artworkIds: readonly number[]): Promise<void> {
  await db.deleteFrom('exhibition_artwork').where('exhibition_id', '=', exhibitionId).execute();
  if (artworkIds.length === 0) return;
  await db
    .insertInto('exhibition_artwork')
    .values(artworkIds.map((artwork_id, position) => ({ exhibition_id: exhibitionId, artwork_id, position })))
    .execute();
}

export async function countApplications(db: Executor, exhibitionIds: readonly number[]): Promise<Map<number, number>> {
  if (exhibitionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('exhibition_application')
    .select(['exhibition_id', (eb) => eb.fn.countAll().as('count')])
    .where('exhibition_id', 'in', [...exhibitionIds])
    .groupBy('exhibition_id')
    .execute();
  return new Map(rows.map((r) => [r.exhibition_id!, Number(r.count)]));
}

export interface ApplicationFilters {
  status?: ExhibitionApplicationTable['status'];
  exhibitionId?: number;
  search?: string;
}

const APPLICATION_SORTS: SortColumns<(typeof applicationSorts)[number]> = {
  created: sql`exhibition_application.created_at`,
  artist: sql`lower(exhibition_application.artist_name)`,
  painting: sql`lower(exhibition_application.painting_name)`,
  status: sql`exhibition_application.status`,
};

/**
 * One page of applications (by default newest first), with their exhibition's title and slug when
 * it still exists.
 */
export function listApplicationsPage(
  db: Executor,
  filters: ApplicationFilters,
  options: ListWindow<(typeof applicationSorts)[number]>,
) {
  const where = (eb: ExpressionBuilder<Database, 'exhibition_application'>) => {
    const all: Expression<SqlBool>[] = [];
    if (filters.status) all.push(eb('exhibition_application.status', '=', filters.status));
    if (filters.exhibitionId !== undefined)
      all.push(eb('exhibition_application.exhibition_id', '=', filters.exhibitionId));
    if (filters.search) {
      const columns = ['artist_name', 'artist_email', 'painting_name', 'exhibition_label'];
      all.push(
        searchIn(
          columns.map((column) => `exhibition_application.${column}`),
          filters.search,
        ),
      );
    }
    return eb.and(all);
  };
  const count = db
    .selectFrom('exhibition_application')
    .select((eb) => eb.fn.countAll().as('total'))
    .where(where);
  return countThenRead(count, options.offset, () =>
    sortedPage(
      applicationsWithExhibition(db).where(where),
      APPLICATION_SORTS,
      sql`exhibition_application.id`,
      options,
    ).execute(),
  );
}

function applicationsWithExhibition(db: Executor) {
  return db
    .selectFrom('exhibition_application')
    .leftJoin('exhibition', 'exhibition.id', 'exhibition_application.exhibition_id')
    .selectAll('exhibition_application')
    .select(['exhibition.title as exhibition_title', 'exhibition.exhibition_slug as exhibition_slug']);
}

export function findApplicationById(db: Executor, id: number) {
  return applicationsWithExhibition(db).where('exhibition_application.id', '=', id).executeTakeFirst();
}

export async function updateApplicationStatus(
  db: Executor,
  id: number,
  status: ExhibitionApplicationTable['status'],
  now: string,
): Promise<void> {
  await db.updateTable('exhibition_application').set({ status, updated_at: now }).where('id', '=', id).execute();
}

/** The hangs of several exhibitions in one query, each in the curator's order. */
export async function hangsOf(db: Executor, exhibitionIds: readonly number[]): Promise<Map<number, number[]>> {
  const hangs = new Map<number, number[]>(exhibitionIds.map((id) => [id, []]));
  if (exhibitionIds.length === 0) return hangs;
  const rows = await db
    .selectFrom('exhibition_artwork')
    .select(['exhibition_id', 'artwork_id'])
    .where('exhibition_id', 'in', [...exhibitionIds])
    .orderBy('exhibition_id')
    .orderBy('position')
    .orderBy('artwork_id')
    .execute();
  for (const r of rows) hangs.get(r.exhibition_id)?.push(r.artwork_id);
  return hangs;
}
