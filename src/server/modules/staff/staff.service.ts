import { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  staffPassword,
  staffRole,
  type StaffAccount,
  type StaffChangeBody,
  type staffListQuery,
  type StaffMember,
} from '#shared/api/manage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repo from './staff.repository.ts';

const newStaff = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('must be a valid e-mail address')),
  password: staffPassword,
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  role: staffRole,
});

type NewStaff = z.output<typeof newStaff>;

/** Validates a new account and hashes its password (slow on purpose: do it outside any transaction). */
async function prepareStaff(
  db: Executor,
  input: z.input<typeof newStaff>,
): Promise<NewStaff & { passwordHash: string }> {
  const parsed = newStaff.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw AppError.invalid(String(issue.path[0]), issue.message);
  }
  if (await repo.findStaffByEmail(db, parsed.data.email)) throw emailTaken(parsed.data.email);
  return {
    ...parsed.data,
    passwordHash: await hashPassword(parsed.data.password),
  };
}

async function insertPrepared(db: Executor, staff: NewStaff & { passwordHash: string }): Promise<StaffAccount> {
  try {
    return await repo.insertStaff(db, {
      email: staff.email,
      name: staff.name,
      role: staff.role,
      password_hash: staff.passwordHash,
    });
  } catch (error) {
    // Another request created the same address while the password was being hashed.
    if (await repo.findStaffByEmail(db, staff.email)) throw emailTaken(staff.email);
    throw error;
  }
}

/** Creates a staff account (the CLI and the first owner use it). */
export async function createStaff(db: Executor, input: z.input<typeof newStaff>): Promise<StaffAccount> {
  return insertPrepared(db, await prepareStaff(db, input));
}

function emailTaken(email: string): AppError {
  return new AppError('conflict', `A staff account for ${email} already exists`, [
    { field: 'email', message: 'is already used by another staff account' },
  ]);
}

export function listStaff(db: Executor, sort: z.output<typeof staffListQuery>): Promise<StaffAccount[]> {
  return repo.listStaff(db, sort);
}

export function findStaffById(db: Executor, id: number): Promise<StaffMember | undefined> {
  return repo.findStaffById(db, id);
}

/** An owner adds a colleague; the account and its audit entry are written together. */
export async function addStaff(
  db: Db,
  actor: StaffMember,
  input: {
    name: string;
    email: string;
    role: 'owner' | 'editor';
    password: string;
  },
): Promise<StaffAccount> {
  const prepared = await prepareStaff(db, input);
  return db.transaction().execute(async (tx) => {
    const created = await insertPrepared(tx, prepared);
    await recordAudit(tx, {
      staff: actor,
      action: 'staff.create',
      entity: 'staff',
      entityId: String(created.id),
      detail: `${created.name} <${created.email}> as ${created.role}`,
    });
    return created;
  });
}

function ownAccount(message: string): AppError {
  return new AppError('conflict', message, [{ field: 'id', message: 'is your own account' }]);
}

/**
 * Refuses a change that would leave the gallery without an owner who can sign in. `activeOwners`
 * comes from `repo.lockActiveOwners` in the same transaction.
 */
function keepAnOwner(activeOwners: number[], id: number, staysActiveOwner: boolean, field: string): void {
  if (staysActiveOwner || !activeOwners.includes(id) || activeOwners.length > 1) return;
  throw new AppError('conflict', 'The gallery must keep at least one active owner.', [
    { field, message: 'would leave the gallery without an active owner' },
  ]);
}

/** An owner removes a colleague (never themselves, never the last active owner). */
export async function removeStaff(db: Db, actor: StaffMember, id: number): Promise<void> {
  if (id === actor.id) throw ownAccount('You cannot remove your own account.');
  await db.transaction().execute(async (tx) => {
    const activeOwners = await repo.lockActiveOwners(tx);
    const target = await repo.findStaffById(tx, id);
    if (!target) throw AppError.notFound('Staff account');
    keepAnOwner(activeOwners, id, false, 'id');
    if (!(await repo.deleteStaff(tx, id))) throw AppError.notFound('Staff account');
    await recordAudit(tx, {
      staff: actor,
      action: 'staff.delete',
      entity: 'staff',
      entityId: String(id),
      detail: `${target.name} <${target.email}> (${target.role})`,
    });
  });
}

/**
 * An owner changes a colleague's role, or disables or enables their account. A disabled account
 * cannot sign in and its sessions end at once. Never your own account, never the last active owner.
 */
export async function changeStaff(
  db: Db,
  actor: StaffMember,
  id: number,
  change: StaffChangeBody,
): Promise<StaffAccount> {
  if (id === actor.id) {
    throw ownAccount(
      change.role !== undefined ? 'You cannot change your own role.' : 'You cannot disable your own account.',
    );
  }
  return db.transaction().execute(async (tx) => {
    const activeOwners = await repo.lockActiveOwners(tx);
    const target = await repo.findStaffAccountById(tx, id);
    if (!target) throw AppError.notFound('Staff account');
    const role = change.role ?? target.role;
    const disabled = change.disabled ?? target.disabled_at !== null;
    keepAnOwner(activeOwners, id, role === 'owner' && !disabled, change.role === 'editor' ? 'role' : 'disabled');

    const who = `${target.name} <${target.email}>`;
    if (role !== target.role) {
      await repo.updateStaff(tx, id, { role });
      await recordAudit(tx, {
        staff: actor,
        action: 'staff.role',
        entity: 'staff',
        entityId: id,
        detail: `${who}: ${target.role} → ${role}`,
      });
    }
    if (disabled !== (target.disabled_at !== null)) {
      await repo.updateStaff(tx, id, { disabled_at: disabled ? new Date().toISOString() : null });
      if (disabled) await repo.deleteSessionsOf(tx, id);
      await recordAudit(tx, {
        staff: actor,
        action: disabled ? 'staff.disable' : 'staff.enable',
        entity: 'staff',
        entityId: id,
        detail: disabled ? `Disabled ${who}; their sessions ended` : `Enabled ${who} again`,
      });
    }
    return (await repo.findStaffAccountById(tx, id))!;
  });
}

/** An owner sets a new password for a colleague (never themselves); the colleague's sessions end. */
export async function setStaffPassword(db: Db, actor: StaffMember, id: number, password: string): Promise<void> {
  if (id === actor.id) throw ownAccount('Change your own password with your current one, under “Change my password”.');
  if (!(await repo.findStaffById(db, id))) throw AppError.notFound('Staff account');
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (tx) => {
    const target = await repo.findStaffById(tx, id);
    if (!target) throw AppError.notFound('Staff account');
    await repo.updateStaff(tx, id, { password_hash: passwordHash });
    await repo.deleteSessionsOf(tx, id);
    await recordAudit(tx, {
      staff: actor,
      action: 'staff.password_set',
      entity: 'staff',
      entityId: id,
      detail: `Set a new password for ${target.name} <${target.email}>; their sessions ended`,
    });
  });
}

/**
 * On first start: when STAFF_EMAIL and STAFF_PASSWORD are set and there is no staff account yet,
 * creates that owner. Answers the account it created, or null when there was nothing to do.
 * Safe when several processes start at once: the loser of the race finds the winner's account.
 */
export async function ensureFirstOwner(
  db: Executor,
  env: Pick<Env, 'STAFF_EMAIL' | 'STAFF_PASSWORD'>,
): Promise<StaffAccount | null> {
  if (!env.STAFF_EMAIL || !env.STAFF_PASSWORD) return null;
  if ((await repo.countStaff(db)) > 0) return null;
  let owner: StaffAccount;
  try {
    owner = await createStaff(db, {
      email: env.STAFF_EMAIL,
      password: env.STAFF_PASSWORD,
      name: 'Gallery owner',
      role: 'owner',
    });
  } catch (error) {
    if (error instanceof AppError && error.kind === 'invalid') {
      const field = error.errors[0]?.field === 'password' ? 'STAFF_PASSWORD' : 'STAFF_EMAIL';
      throw new Error(
        `Cannot create the first back-office owner: ${field} ${error.errors[0]?.message ?? 'is invalid'}`,
        {
          cause: error,
        },
      );
    }
    if ((await repo.countStaff(db)) > 0) return null;
    throw error;
  }
  await recordAudit(db, {
    staff: null,
    action: 'staff.create',
    entity: 'staff',
    entityId: String(owner.id),
    detail: `${owner.email} as owner, from STAFF_EMAIL on first start`,
  });
  return owner;
}
