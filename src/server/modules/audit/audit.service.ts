import type { Executor } from '../../db/client.ts';
import type { AuditEntry, auditQuery } from '#shared/api/manage.ts';
import { windowOf } from '../../lib/list-page.ts';
import type { z } from 'zod';
import * as repo from './audit.repository.ts';

export interface AuditRecord {
  /** Who did it; null for the system (first start) or an unknown visitor (a failed sign-in). */
  staffId: number | null;
  /** `<entity>.<verb>` in the gallery's words: `session.sign_in`, `staff.create`, `artwork.update`. */
  action: string;
  /** The kind of thing changed: `staff`, `artwork`, `order`, ... */
  entity: string;
  entityId?: string | number | null;
  /** A short human sentence for the owner reading the log (never a password or a token). */
  detail?: string | null;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Writes one audit entry. Every change made in the back office calls this inside the same
 * transaction as the change (pass the transaction as `db`), so the log never misses one.
 */
export async function recordAudit(db: Executor, record: AuditRecord): Promise<void> {
  await repo.insertAuditEntry(db, {
    staff_id: record.staffId,
    action: clip(record.action, 100),
    entity: clip(record.entity, 100),
    entity_id: record.entityId === undefined || record.entityId === null ? null : clip(String(record.entityId), 200),
    detail: record.detail ? clip(record.detail, 2000) : null,
  });
}

/**
 * One page of the log, by default newest first. `staff_name`/`staff_email` are left null here: the
 * audit module does not know staff accounts, the route fills them in from the staff service.
 */
export async function listAudit(
  db: Executor,
  query: z.output<typeof auditQuery>,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, total] = await Promise.all([repo.listAuditEntries(db, windowOf(query)), repo.countAuditEntries(db)]);
  return {
    entries: rows.map((row) => ({
      ...row,
      staff_name: null,
      staff_email: null,
    })),
    total,
  };
}

/**
 * The history of one record (`order`, `BAF-2026-000123`), oldest first, for the screen that shows
 * it. Staff names are left null as in listAudit.
 */
export async function auditTrail(db: Executor, entity: string, entityId: string | number): Promise<AuditEntry[]> {
  const rows = await repo.auditEntriesOf(db, entity, String(entityId));
  return rows.map((row) => ({ ...row, staff_name: null, staff_email: null }));
}
