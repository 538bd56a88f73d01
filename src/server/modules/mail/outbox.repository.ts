import type { Executor } from '../../db/client.ts';
import type { MailOutboxTable } from '../../db/schema.ts';

/**
 * Reading the mail outbox for the back office. The mail module owns mail_outbox (mail.repository.ts
 * writes it); these are its read-only queries for staff.
 */

export async function listOutboxPage(db: Executor, options: { status?: MailOutboxTable['status']; limit: number; offset: number }) {
  let count = db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('total'));
  if (options.status) count = count.where('status', '=', options.status);
  const total = Number((await count.executeTakeFirst())?.total ?? 0);
  if (total === 0 || options.offset >= total) return { rows: [], total };
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'status', 'error', 'created_at', 'sent_at']);
  if (options.status) query = query.where('status', '=', options.status);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).offset(options.offset).execute();
  return { rows, total };
}

export function findOutboxMail(db: Executor, id: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'status', 'error', 'created_at', 'sent_at', 'html', 'text'])
    .where('id', '=', id)
    .executeTakeFirst();
}
