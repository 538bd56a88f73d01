import { z } from 'zod';
import { listSort, paging as pagingOf } from './list-query.ts';
import { searchTerm } from './manage-fields.ts';

/** The audit log of the back office: /admin/api/manage/audit. */

/**
 * GET /audit?search=&page=&per_page=&sort=&order= : newest first unless sorted otherwise. `search`
 * finds the staff member (name or e-mail) and the record or action (`artwork`, `order.cancel`, an id).
 */
export const AUDIT_PAGE_SIZE = 50;
export const auditSorts = ['created', 'action', 'entity'] as const;
export const auditQuery = z
  .object({
    search: searchTerm,
    ...pagingOf(AUDIT_PAGE_SIZE),
    ...listSort(auditSorts, { sort: 'created', order: 'desc' }),
  })
  .strict();
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Who did it; null for a visitor (a failed sign-in), the server itself or a staff account removed since. */
  staff_id: z.number().int().nullable(),
  /** Their name and e-mail when the entry was written (kept after the account is removed). */
  staff_name: z.string().nullable(),
  staff_email: z.string().nullable(),
  /** `<entity>.<verb>`, e.g. `session.sign_in`, `staff.create`, `artwork.update`. */
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPageAnswer = z.object({
  result: z.array(auditEntry),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type AuditPageAnswer = z.infer<typeof auditPageAnswer>;
