import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { PressArticleTable } from '../../db/schema.ts';
import { countThenRead, searchIn, sortedPage, type ListWindow, type SortColumns } from '../../lib/list-page.ts';
import type { pressSorts } from '#shared/api/manage.ts';

/** The storefront's articles: one without its PDF waits in the back office (docs/product.md#screens). */
export function listPressArticles(db: Executor, limit?: number) {
  let query = db
    .selectFrom('press_article')
    .selectAll()
    .where('pdf_id', 'is not', null)
    .orderBy('published_on', 'desc')
    .orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/* ---------- The back office ---------- */

const PRESS_SORTS: SortColumns<(typeof pressSorts)[number]> = {
  published: sql`published_on`,
  title: sql`lower(article_title)`,
  press: sql`lower(press_name)`,
  created: sql`created_at`,
  updated: sql`updated_at`,
};

/** One page of press articles (by default newest publication first), and how many match. */
export function listPressPage(db: Executor, options: { search?: string } & ListWindow<(typeof pressSorts)[number]>) {
  const filter = options.search ? searchIn(['article_title', 'press_name'], options.search) : undefined;
  let count = db.selectFrom('press_article').select((eb) => eb.fn.countAll().as('total'));
  let query = db.selectFrom('press_article').selectAll();
  if (filter) {
    count = count.where(filter);
    query = query.where(filter);
  }
  return countThenRead(count, options.offset, () => sortedPage(query, PRESS_SORTS, sql`id`, options).execute());
}

export function findPressById(db: Executor, id: number) {
  return db.selectFrom('press_article').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPress(db: Executor, row: Insertable<PressArticleTable>): Promise<number> {
  const inserted = await db.insertInto('press_article').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updatePress(db: Executor, id: number, changes: Updateable<PressArticleTable>): Promise<void> {
  await db.updateTable('press_article').set(changes).where('id', '=', id).execute();
}

export async function deletePress(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('press_article').where('id', '=', id).execute();
}
