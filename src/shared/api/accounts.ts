import { z } from 'zod';
import { email, line } from './common.ts';

export const password = z.string().min(8, 'must be at least 8 characters').max(200, 'must be at most 200 characters');

export const loginBody = z.object({ email, password: z.string().min(1, 'is required').max(200) }).strict();
export const registerBody = z
  .object({
    first_name: line(80),
    last_name: line(80),
    email,
    password,
    phone: z.string().trim().max(30).optional(),
  })
  .strict();
export const updateProfileBody = z
  .object({
    first_name: line(80),
    last_name: line(80),
    email,
    phone: z.string().trim().max(30).optional(),
  })
  .strict();
export const updatePasswordBody = z
  .object({ current_password: z.string().min(1, 'is required').max(200), new_password: password })
  .strict();

export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
});
export type User = z.infer<typeof user>;

/** POST /user/login: data.result is the user with user_token (SPEC §7). */
export const loginAnswer = z.object({ message: z.string(), result: user.extend({ user_token: z.string() }) });
/** POST /user/updateProfile: data[0].result (SPEC §7). */
export const updateProfileAnswer = z.array(z.object({ message: z.string(), result: user, user_token: z.string().optional() }));
