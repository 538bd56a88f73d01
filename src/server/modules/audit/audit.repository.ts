import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { sortedPage, type ListWindow, type SortColumns } from '../../lib/list-page.ts';
import type { auditSorts } from '#shared/api/manage.ts';

/** The audit module owns the table audit_log. */

export async function insertAuditEntry(
  db: Executor,
  row: {
    staff_id: number | null;
    action: string;
    entity: string;
    entity_id: string | null;
    detail: string | null;
  },
): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

const AUDIT_SORTS: SortColumns<(typeof auditSorts)[number]> = {
  created: sql`created_at`,
  action: sql`action`,
  entity: [sql`entity`, sql`entity_id`],
};

/** By default newest first; the id breaks ties between entries written in the same millisecond. */
export function listAuditEntries(db: Executor, options: ListWindow<(typeof auditSorts)[number]>) {
  const query = db
    .selectFrom('audit_log')
    .select(['id', 'staff_id', 'action', 'entity', 'entity_id', 'detail', 'created_at']);
  return sortedPage(query, AUDIT_SORTS, sql`id`, options).execute();
}

export async function countAuditEntries(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every entry about one record, oldest first (uses audit_log_entity_idx). */
export function auditEntriesOf(db: Executor, entity: string, entityId: string) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'staff_id', 'action', 'entity', 'entity_id', 'detail', 'created_at'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .limit(500)
    .execute();
}
