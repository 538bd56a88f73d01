import type { Insertable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { ContactMessageTable } from '../../db/schema.ts';

export async function insertContactMessage(db: Executor, row: Insertable<ContactMessageTable>): Promise<number> {
  const inserted = await db.insertInto('contact_message').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/* ---------- The back office ---------- */

export async function listMessagesPage(db: Executor, options: { unread?: boolean; limit: number; offset: number }) {
  let count = db.selectFrom('contact_message').select((eb) => eb.fn.countAll().as('total'));
  let query = db.selectFrom('contact_message').selectAll();
  if (options.unread === true) {
    count = count.where('read_at', 'is', null);
    query = query.where('read_at', 'is', null);
  } else if (options.unread === false) {
    count = count.where('read_at', 'is not', null);
    query = query.where('read_at', 'is not', null);
  }
  const total = Number((await count.executeTakeFirst())?.total ?? 0);
  if (total === 0 || options.offset >= total) return { rows: [], total };
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).offset(options.offset).execute();
  return { rows, total };
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
