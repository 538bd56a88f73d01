import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { ContactMessageTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ContactMessage, messageListQuery, StaffMember } from '#shared/api/manage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repo from './contact.repository.ts';
import { pageAnswer, windowOf } from '../../lib/list-page.ts';

/** Messages from the contact form, for the staff who answer them. */

type ListQuery = z.output<typeof messageListQuery>;

const toMessage = (m: Selectable<ContactMessageTable>): ContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  phone: m.phone,
  subject: m.subject,
  message: m.message,
  read: m.read_at !== null,
  read_at: m.read_at,
  created_at: m.created_at,
});

export async function listMessages(db: Executor, query: ListQuery) {
  const [{ rows, total }, unread] = await Promise.all([
    repo.listMessagesPage(db, { unread: query.unread, search: query.search, ...windowOf(query) }),
    repo.countUnreadMessages(db),
  ]);
  return { ...pageAnswer(query, rows.map(toMessage), total), unread };
}

export async function markMessage(db: Db, staff: StaffMember, id: number, read: boolean): Promise<ContactMessage> {
  return db.transaction().execute(async (tx) => {
    const message = await repo.findMessageById(tx, id);
    if (!message) throw AppError.notFound('Message');
    if ((message.read_at !== null) === read) return toMessage(message);
    await repo.setMessageReadAt(tx, id, read ? new Date().toISOString() : null);
    await recordAudit(tx, {
      staff,
      action: read ? 'message.read' : 'message.unread',
      entity: 'contact_message',
      entityId: id,
      detail: `Marked the message from ${message.email} ("${message.subject}") as ${read ? 'read' : 'unread'}`,
    });
    return toMessage((await repo.findMessageById(tx, id))!);
  });
}

export async function deleteMessage(db: Db, staff: StaffMember, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const message = await repo.findMessageById(tx, id);
    if (!message) throw AppError.notFound('Message');
    await repo.deleteMessage(tx, id);
    await recordAudit(tx, {
      staff,
      action: 'message.delete',
      entity: 'contact_message',
      entityId: id,
      detail: `Deleted the message from ${message.email} ("${message.subject}")`,
    });
  });
}
