import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { PressArticleTable } from '../../db/schema.ts';

export function listPressArticles(db: Executor, limit?: number) {
  let query = db.selectFrom('press_article').selectAll().orderBy('published_on', 'desc').orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/* ---------- The back office ---------- */

const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listPressPage(db: Executor, options: { search?: string; limit: number; offset: number }) {
  const pattern = options.search ? likePattern(options.search) : undefined;
  const filter = pattern
    ? sql<boolean>`(lower(article_title) like ${pattern} escape '\\' or lower(press_name) like ${pattern} escape '\\')`
    : undefined;
  let count = db.selectFrom('press_article').select((eb) => eb.fn.countAll().as('total'));
  if (filter) count = count.where(filter);
  const total = Number((await count.executeTakeFirst())?.total ?? 0);
  if (total === 0 || options.offset >= total) return { rows: [], total };
  let query = db.selectFrom('press_article').selectAll();
  if (filter) query = query.where(filter);
  const rows = await query.orderBy('published_on', 'desc').orderBy('id', 'desc').limit(options.limit).offset(options.offset).execute();
  return { rows, total };
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
