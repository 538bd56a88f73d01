import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { outboxListQuery } from '#shared/api/manage.ts';
import * as repo from './outbox.repository.ts';
import { pageAnswer, windowOf } from '../../lib/list-page.ts';

/** The mail outbox as the back office shows it: what was sent, stored (no SMTP) or failed, newest first. */

type ListQuery = z.output<typeof outboxListQuery>;

export async function listOutbox(db: Executor, query: ListQuery) {
  const { rows, total } = await repo.listOutboxPage(db, {
    status: query.status,
    search: query.search,
    ...windowOf(query),
  });
  return pageAnswer(query, rows, total);
}

export function outboxMail(db: Executor, id: number) {
  return repo.findOutboxMail(db, id);
}
