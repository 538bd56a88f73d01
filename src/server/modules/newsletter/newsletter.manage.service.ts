import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { toCsv } from '../../lib/downloads.ts';
import type { StaffMember, subscriberListQuery } from '#shared/api/manage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repo from './newsletter.repository.ts';
import { pageAnswer, windowOf } from '../../lib/list-page.ts';

/** Newsletter subscribers for the back office: the list, a CSV export and removal. */

type ListQuery = z.output<typeof subscriberListQuery>;

export async function listSubscribers(db: Executor, query: ListQuery) {
  const { rows, total } = await repo.listSubscribersPage(db, {
    search: query.search?.toLowerCase(),
    ...windowOf(query),
  });
  return pageAnswer(
    query,
    rows.map((r) => ({ id: r.id, email: r.email, created_at: r.created_at })),
    total,
  );
}

/** The whole list as CSV (email, subscribed_at), one chunk of text per batch of rows. */
export async function* subscribersCsv(db: Executor): AsyncGenerator<string> {
  yield toCsv([['email', 'subscribed_at']]);
  for await (const rows of repo.allSubscribers(db)) yield toCsv(rows.map((r) => [r.email, r.created_at]));
}

export async function deleteSubscriber(db: Db, staff: StaffMember, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await repo.findSubscriberById(tx, id);
    if (!row) throw AppError.notFound('Subscriber');
    await repo.deleteSubscriber(tx, id);
    await recordAudit(tx, {
      staff,
      action: 'subscriber.delete',
      entity: 'newsletter_subscriber',
      entityId: id,
      detail: `Removed ${row.email} from the newsletter`,
    });
  });
}
