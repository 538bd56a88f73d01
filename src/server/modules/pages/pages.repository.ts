import type { ExpressionBuilder, Insertable, Kysely, Updateable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { isPostgres } from '../../db/migrations/helpers.ts';
import type { Database, PageCardTable, PageTable } from '../../db/schema.ts';

/** A page's text as a scalar column of the artwork read (null when the page is missing). */
export function pageTextColumn(eb: ExpressionBuilder<Database, 'artwork'>, slug: string) {
  return eb.selectFrom('page').select('page.page_description').where('page.slug', '=', slug).$asScalar();
}

/** With `lock`, the row stays locked until the transaction ends (PostgreSQL; SQLite runs one writer at a time). */
export function findPageBySlug(db: Executor, slug: string, { lock = false } = {}) {
  let query = db.selectFrom('page').selectAll().where('slug', '=', slug);
  if (lock && isPostgres(db as unknown as Kysely<unknown>)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function cardsOfPage(db: Executor, pageId: number) {
  return db
    .selectFrom('page_card')
    .selectAll()
    .where('page_id', '=', pageId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/* ---------- The back office ---------- */

export async function listPagesWithCardCounts(db: Executor) {
  const [pages, counts] = await Promise.all([
    db.selectFrom('page').selectAll().orderBy('slug').execute(),
    db
      .selectFrom('page_card')
      .select(['page_id', (eb) => eb.fn.countAll().as('count')])
      .groupBy('page_id')
      .execute(),
  ]);
  const byPage = new Map(counts.map((c) => [c.page_id, Number(c.count)]));
  return pages.map((p) => ({ ...p, card_count: byPage.get(p.id) ?? 0 }));
}

export async function insertPage(db: Executor, row: Insertable<PageTable>): Promise<number> {
  const inserted = await db.insertInto('page').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updatePage(db: Executor, id: number, changes: Updateable<PageTable>): Promise<void> {
  await db.updateTable('page').set(changes).where('id', '=', id).execute();
}

export function findCard(db: Executor, id: number) {
  return db.selectFrom('page_card').selectAll().where('id', '=', id).executeTakeFirst();
}

export type CardRow = Omit<Insertable<PageCardTable>, 'page_id' | 'position'> & { id?: number };

/**
 * Makes the page's cards exactly these, in this order: updates the listed ones (so they keep their
 * ids and translations), adds new ones, removes the rest.
 */
export async function replaceCards(db: Executor, pageId: number, cards: readonly CardRow[]): Promise<void> {
  const keep = cards.flatMap((c) => (c.id === undefined ? [] : [c.id]));
  let removal = db.deleteFrom('page_card').where('page_id', '=', pageId);
  if (keep.length > 0) removal = removal.where('id', 'not in', keep);
  await removal.execute();
  for (const [position, { id, ...card }] of cards.entries()) {
    if (id === undefined)
      await db
        .insertInto('page_card')
        .values({ ...card, page_id: pageId, position })
        .execute();
    else
      await db
        .updateTable('page_card')
        .set({ ...card, position })
        .where('id', '=', id)
        .where('page_id', '=', pageId)
        .execute();
  }
}
