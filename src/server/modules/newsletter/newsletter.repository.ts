import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';

/** True when the address is new; an address already there is left as it is. */
export async function insertSubscriber(db: Executor, email: string): Promise<boolean> {
  const inserted = await db
    .insertInto('newsletter_subscriber')
    .values({ email })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/* ---------- The back office ---------- */

const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listSubscribersPage(db: Executor, options: { search?: string; limit: number; offset: number }) {
  const pattern = options.search ? likePattern(options.search) : undefined;
  const filter = pattern ? sql<boolean>`email like ${pattern} escape '\\'` : undefined;
  let count = db.selectFrom('newsletter_subscriber').select((eb) => eb.fn.countAll().as('total'));
  if (filter) count = count.where(filter);
  const total = Number((await count.executeTakeFirst())?.total ?? 0);
  if (total === 0 || options.offset >= total) return { rows: [], total };
  let query = db.selectFrom('newsletter_subscriber').selectAll();
  if (filter) query = query.where(filter);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).offset(options.offset).execute();
  return { rows, total };
}

/** Every subscriber, oldest first, in batches, so an export of any size never holds the whole list in one result. */
export async function* allSubscribers(db: Executor, batch = 1000) {
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('newsletter_subscriber')
      .selectAll()
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    afterId = rows[rows.length - 1]!.id;
  }
}

export function findSubscriberById(db: Executor, id: number) {
  return db.selectFrom('newsletter_subscriber').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteSubscriber(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('newsletter_subscriber').where('id', '=', id).execute();
}
