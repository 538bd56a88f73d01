import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { MailOutboxTable } from '../../db/schema.ts';
import { countThenRead, searchIn, sortedPage, type ListWindow, type SortColumns } from '../../lib/list-page.ts';
import type { outboxSorts } from '#shared/api/manage.ts';

/**
 * Reading the mail outbox for the back office. The mail module owns mail_outbox (mail.repository.ts
 * writes it); these are its read-only queries for staff.
 */

const OUTBOX_SORTS: SortColumns<(typeof outboxSorts)[number]> = {
  created: sql`created_at`,
  subject: sql`lower(subject)`,
  to: sql`lower(to_address)`,
  status: sql`status`,
};

/** One page of the outbox (by default newest first), and how many match; `search` looks in the recipient and subject. */
export function listOutboxPage(
  db: Executor,
  options: { status?: MailOutboxTable['status']; search?: string } & ListWindow<(typeof outboxSorts)[number]>,
) {
  let count = db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('total'));
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'status', 'error', 'created_at', 'sent_at']);
  if (options.status) {
    count = count.where('status', '=', options.status);
    query = query.where('status', '=', options.status);
  }
  if (options.search) {
    const filter = searchIn(['to_address', 'subject'], options.search);
    count = count.where(filter);
    query = query.where(filter);
  }
  return countThenRead(count, options.offset, () => sortedPage(query, OUTBOX_SORTS, sql`id`, options).execute());
}

export function findOutboxMail(db: Executor, id: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'status', 'error', 'created_at', 'sent_at', 'html', 'text'])
    .where('id', '=', id)
    .executeTakeFirst();
}
