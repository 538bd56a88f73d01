import type { Executor } from '../../db/client.ts';
import type { MailAttachmentTable, MailOutboxTable } from '../../db/schema.ts';

export async function insertMail(
  db: Executor,
  mail: { to_address: string; subject: string; html: string; text: string; status: MailOutboxTable['status'] },
): Promise<number> {
  const row = await db.insertInto('mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function mailById(db: Executor, id: number) {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markSent(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', error: null, sent_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Executor, id: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', error: error.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
}

export async function insertAttachment(db: Executor, file: Omit<MailAttachmentTable, 'id'>): Promise<void> {
  await db.insertInto('mail_attachment').values(file).execute();
}

/** A mail's attachments in the order they were added. */
export function attachmentsOf(db: Executor, mailId: number) {
  return db
    .selectFrom('mail_attachment')
    .select(['filename', 'content_type', 'content_base64'])
    .where('mail_id', '=', mailId)
    .orderBy('id')
    .execute();
}
