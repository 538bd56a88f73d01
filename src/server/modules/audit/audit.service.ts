import type { Executor } from '../../db/client.ts';
import type { AuditEntry, auditQuery, StaffMember } from '#shared/api/manage.ts';
import { pageAnswer, windowOf } from '../../lib/list-page.ts';
import type { z } from 'zod';
import * as repo from './audit.repository.ts';

export interface AuditRecord {
  /**
   * Who did it; null for the system (first start) or an unknown visitor (a failed sign-in). Their
   * name and e-mail are written on the entry, so the log still says who once the account is removed.
   */
  staff: Pick<StaffMember, 'id' | 'name' | 'email'> | null;
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
    staff_id: record.staff?.id ?? null,
    staff_name: record.staff ? clip(record.staff.name, 200) : null,
    staff_email: record.staff ? clip(record.staff.email, 320) : null,
    action: clip(record.action, 100),
    entity: clip(record.entity, 100),
    entity_id: record.entityId === undefined || record.entityId === null ? null : clip(String(record.entityId), 200),
    detail: record.detail ? clip(record.detail, 2000) : null,
  });
}

/** One page of the log, by default newest first, with who wrote each entry as it was at the time. */
export async function listAudit(db: Executor, query: z.output<typeof auditQuery>) {
  const { rows, total } = await repo.listAuditPage(db, { search: query.search, ...windowOf(query) });
  return pageAnswer(query, rows satisfies AuditEntry[], total);
}

/** The history of one record (`order`, `BAF-2026-000123`), oldest first, for the screen that shows it. */
export function auditTrail(db: Executor, entity: string, entityId: string | number): Promise<AuditEntry[]> {
  return repo.auditEntriesOf(db, entity, String(entityId));
}
