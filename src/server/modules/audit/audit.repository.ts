import type { Executor } from '../../db/client.ts';

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

/** Newest first; the id breaks ties between entries written in the same millisecond. */
export function listAuditEntries(db: Executor, options: { limit: number; offset: number }) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'staff_id', 'action', 'entity', 'entity_id', 'detail', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
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
