import type { Executor } from '../../db/client.ts';

export function findPageBySlug(db: Executor, slug: string) {
  return db.selectFrom('page').selectAll().where('slug', '=', slug).executeTakeFirst();
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
