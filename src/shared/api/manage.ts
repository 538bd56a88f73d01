import { z } from 'zod';
import { email, line } from './common.ts';

/**
 * The back office's contract: /admin/api/manage/... (DECISIONS §1). Every endpoint needs a staff
 * session (the httpOnly cookie `gallery_staff`) except signing in.
 */

export const staffRoles = ['owner', 'editor'] as const;
export const staffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRole>;

/** Staff passwords guard the whole shop, so they are longer than customers'. */
export const STAFF_PASSWORD_MIN = 10;
export const staffPassword = z
  .string()
  .min(STAFF_PASSWORD_MIN, `must be at least ${STAFF_PASSWORD_MIN} characters`)
  .max(200, 'must be at most 200 characters');

/** POST /session */
export const signInBody = z
  .object({
    email,
    password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
  })
  .strict();
export type SignInBody = z.infer<typeof signInBody>;

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
});
export type StaffMember = z.infer<typeof staffMember>;

/** POST /session and GET /session */
export const sessionAnswer = z.object({ result: staffMember });
export type SessionAnswer = z.infer<typeof sessionAnswer>;

export const staffAccount = staffMember.extend({ created_at: z.string() });
export type StaffAccount = z.infer<typeof staffAccount>;

/** GET /staff */
export const staffListAnswer = z.object({ result: z.array(staffAccount) });
export type StaffListAnswer = z.infer<typeof staffListAnswer>;

/** POST /staff */
export const newStaffBody = z
  .object({ name: line(120), email, role: staffRole, password: staffPassword })
  .strict();
export type NewStaffBody = z.infer<typeof newStaffBody>;
export const staffAccountAnswer = z.object({ result: staffAccount });

/** DELETE /staff/:id */
export const staffIdParams = z.object({ id: z.coerce.number().int('must be a whole number').positive('must be positive') });

/** GET /audit?page=&per_page= : newest first. */
export const AUDIT_PAGE_SIZE = 50;
export const auditQuery = z
  .object({
    page: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000).default(1),
    per_page: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(200, 'must be at most 200')
      .default(AUDIT_PAGE_SIZE),
  })
  .strict();
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Who did it; null for a visitor (a failed sign-in) or a staff account removed since. */
  staff_id: z.number().int().nullable(),
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

export const manageMessage = z.object({ message: z.string() });
