import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import * as repo from './staff.repository.ts';

const newStaff = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('must be a valid e-mail address')),
  password: z.string().min(10, 'must be at least 10 characters'),
  name: z.string().trim().min(1).max(120),
  role: z.enum(['owner', 'editor']),
});

export async function createStaff(db: Executor, input: z.input<typeof newStaff>) {
  const parsed = newStaff.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw AppError.invalid(String(issue.path[0]), issue.message);
  }
  if (await repo.findStaffByEmail(db, parsed.data.email)) {
    throw new AppError('conflict', `A staff account for ${parsed.data.email} already exists`, [
      { field: 'email', message: 'is already used' },
    ]);
  }
  return repo.insertStaff(db, {
    email: parsed.data.email,
    name: parsed.data.name,
    role: parsed.data.role,
    password_hash: await hashPassword(parsed.data.password),
  });
}
