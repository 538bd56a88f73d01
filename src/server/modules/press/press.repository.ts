import type { Executor } from '../../db/client.ts';

export function listPressArticles(db: Executor, limit?: number) {
  let query = db.selectFrom('press_article').selectAll().orderBy('published_on', 'desc').orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}
