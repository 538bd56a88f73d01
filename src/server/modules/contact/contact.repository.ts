import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { ContactMessageTable } from '../../db/schema.ts';
import { countThenRead, searchIn, sortedPage, type ListWindow, type SortColumns } from '../../lib/list-page.ts';
import type { messageSorts } from '#shared/api/manage.ts';

export async function insertContactMessage(db: Executor, row: Insertable<ContactMessageTable>): Promise<number> {
  const inserted = await db.insertInto('contact_message').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/* ---------- The back office ---------- */

const MESSAGE_SORTS: SortColumns<(typeof messageSorts)[number]> = {
  created: sql`created_at`,
  name: sql`lower(name)`,
  subject: sql`lower(subject)`,
};

/**
 * One page of messages (by default newest first), and how many match. `search` looks in the
 * sender's name and e-mail, the subject and the text.
 */
export function listMessagesPage(
  db: Executor,
  options: { unread?: boolean; search?: string } & ListWindow<(typeof messageSorts)[number]>,
) {
  let count = db.selectFrom('contact_message').select((eb) => eb.fn.countAll().as('total'));
  let query = db.selectFrom('contact_message').selectAll();
  if (options.unread !== undefined) {
    const op = options.unread ? 'is' : 'is not';
    count = count.where('read_at', op, null);
    query = query.where('read_at', op, null);
  }
  if (options.search) {
    const filter = searchIn(['name', 'email', 'subject', 'message'], options.search);
    count = count.where(filter);
    query = query.where(filter);
  }
  return countThenRead(count, options.offset, () => sortedPage(query, MESSAGE_SORTS, sql`id`, options).execute());
}

export async function countUnreadMessages(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('contact_message')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function findMessageById(db: Executor, id: number) {
  return db.selectFrom('contact_message').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setMessageReadAt(db: Executor, id: number, readAt: string | null): Promise<void> {
  await db.updateTable('contact_message').set({ read_at: readAt }).where('id', '=', id).execute();
}

export async function deleteMessage(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('contact_message').where('id', '=', id).execute();
}
