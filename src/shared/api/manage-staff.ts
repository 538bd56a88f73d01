import { z } from 'zod';
import { recordIdNumber } from './ids.ts';
import { email, line } from './common.ts';
import { listSort } from './list-query.ts';

/**
 * Staff accounts and their sessions in the back office (docs/product.md#the-product):
 * /admin/api/manage/session and /staff. Every endpoint needs a staff session (the httpOnly cookie
 * `gallery_staff`) except signing in.
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

/** `disabled_at`: when the owner disabled the account (it cannot sign in); null while it can. */
export const staffAccount = staffMember.extend({ created_at: z.string(), disabled_at: z.string().nullable() });
export type StaffAccount = z.infer<typeof staffAccount>;

export const staffSorts = ['name', 'email', 'role', 'created'] as const;
/** GET /staff?sort=&order= */
export const staffListQuery = z.object(listSort(staffSorts, { sort: 'name', order: 'asc' })).strict();
/** GET /staff */
export const staffListAnswer = z.object({ result: z.array(staffAccount) });
export type StaffListAnswer = z.infer<typeof staffListAnswer>;

/** POST /staff */
export const newStaffBody = z.object({ name: line(120), email, role: staffRole, password: staffPassword }).strict();
export type NewStaffBody = z.infer<typeof newStaffBody>;
export const staffAccountAnswer = z.object({ result: staffAccount });

/** DELETE /staff/:id, PATCH /staff/:id, PUT /staff/:id/password */
export const staffIdParams = z.object({
  id: recordIdNumber,
});

/**
 * PATCH /staff/:id (owner only): a colleague's role, or disabling (`disabled: true`) and enabling
 * their account. Never your own account, and never the gallery's last active owner.
 */
export const staffChangeBody = z
  .object({
    role: staffRole.optional(),
    disabled: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .strict()
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    message: 'must name role or disabled',
    path: ['role'],
  });
export type StaffChangeBody = z.infer<typeof staffChangeBody>;

/** PUT /staff/:id/password (owner only): a new password for a colleague; their sessions end. */
export const staffPasswordBody = z.object({ password: staffPassword }).strict();
export type StaffPasswordBody = z.infer<typeof staffPasswordBody>;

/** PUT /staff/me/password (any staff member): their own password; their other sessions end. */
export const ownPasswordBody = z
  .object({
    current_password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
    password: staffPassword,
  })
  .strict();
export type OwnPasswordBody = z.infer<typeof ownPasswordBody>;
