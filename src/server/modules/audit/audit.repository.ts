import { sql } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { countThenRead, searchIn, sortedPage, type ListWindow, type SortColumns } from '../../lib/list-page.ts';
import type { auditSorts } from '#shared/api/manage.ts';

/** The audit module owns the table audit_log. */

const entryColumns = [
  'id',
  'staff_id',
  'staff_name',
  'staff_email',
  'action',
  'entity',
  'entity_id',
  'detail',
  'created_at',
] as const;

export async function insertAuditEntry(
  db: Executor,
  row: {
    staff_id: number | null;
    staff_name: string | null;
    staff_email: string | null;
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

/**
 * One page of the log (by default newest first; the id breaks ties between entries written in the
 * same millisecond), and how many match. `search` finds the staff member (name or e-mail) and the
 * record or action (`artwork`, `artwork.update`, an order number).
 */
export function listAuditPage(db: Executor, options: { search?: string } & ListWindow<(typeof auditSorts)[number]>) {
  const filter = options.search
    ? searchIn(['staff_name', 'staff_email', 'action', 'entity', 'entity_id'], options.search)
    : undefined;
  let count = db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('total'));
  let query = db.selectFrom('audit_log').select(entryColumns);
  if (filter) {
    count = count.where(filter);
    query = query.where(filter);
  }
  return countThenRead(count, options.offset, () => sortedPage(query, AUDIT_SORTS, sql`id`, options).execute());
}

/** Every entry about one record, oldest first (uses audit_log_entity_idx). */
export function auditEntriesOf(db: Executor, entity: string, entityId: string) {
  return db
    .selectFrom('audit_log')
    .select(entryColumns)
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .limit(500)
    .execute();
}
