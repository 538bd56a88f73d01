import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { countThenRead, searchIn, sortedPage, type ListWindow, type SortColumns } from '../../lib/list-page.ts';
import type { subscriberSorts } from '#shared/api/manage.ts';

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

const SUBSCRIBER_SORTS: SortColumns<(typeof subscriberSorts)[number]> = {
  created: sql`created_at`,
  email: sql`email`,
};

/** One page of subscribers (by default newest first), and how many match. */
export function listSubscribersPage(
  db: Executor,
  options: { search?: string } & ListWindow<(typeof subscriberSorts)[number]>,
) {
  const filter = options.search ? searchIn(['email'], options.search) : undefined;
  let count = db.selectFrom('newsletter_subscriber').select((eb) => eb.fn.countAll().as('total'));
  let query = db.selectFrom('newsletter_subscriber').selectAll();
  if (filter) {
    count = count.where(filter);
    query = query.where(filter);
  }
  return countThenRead(count, options.offset, () => sortedPage(query, SUBSCRIBER_SORTS, sql`id`, options).execute());
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

/** True when the address `email` (an expression of the caller's query) is on the newsletter. */
export function onNewsletter(email: Expression<string>): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from newsletter_subscriber n where n.email = ${email})`;
}
