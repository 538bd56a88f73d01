import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { dummyHash, hashPassword, hashToken, newToken, verifyPassword } from '../../lib/passwords.ts';
import type { StaffMember } from '#shared/api/manage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repo from './staff.repository.ts';

/** A back-office session lasts a working day; then the staff member signs in again. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * Sign-in limits, per fixed window. An e-mail address gets few tries (guessing one account's
 * password); an IP address a few more (several colleagues behind the gallery's one router).
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LIMIT_PER_EMAIL = 5;
export const SIGN_IN_LIMIT_PER_IP = 20;

export const WRONG_CREDENTIALS = 'Wrong e-mail or password.';
export const DISABLED_ACCOUNT = 'This staff account has been disabled. Ask the gallery owner to enable it again.';

export interface SignInResult {
  staff: StaffMember;
  token: string;
  expiresAt: Date;
}

/**
 * Checks the e-mail and password and opens a session. Every attempt is counted before the password
 * is checked (and taken back when it was right), so parallel guesses cannot slip past the limit.
 * Unknown addresses cost the same scrypt work as known ones.
 */
export async function signIn(
  db: Executor,
  input: { email: string; password: string; ip: string },
  now = new Date(),
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const ipKey = `ip:${input.ip}`;
  const emailKey = `email:${email}`;
  await countOrRefuse(db, ipKey, SIGN_IN_LIMIT_PER_IP, now);
  await countOrRefuse(db, emailKey, SIGN_IN_LIMIT_PER_EMAIL, now);

  const account = await repo.findStaffByEmail(db, email);
  const ok = await verifyPassword(input.password, account?.password_hash ?? (await dummyHash()));
  if (account && ok && account.disabled_at !== null) {
    // The attempt stays counted: a disabled account's password opens nothing.
    await recordAudit(db, {
      staff: null,
      action: 'session.sign_in_refused',
      entity: 'staff',
      entityId: String(account.id),
      detail: `Sign-in to the disabled account ${account.email} from ${input.ip}`,
    });
    throw new AppError('unauthorized', DISABLED_ACCOUNT);
  }
  if (!account || !ok) {
    if (account) {
      await recordAudit(db, {
        staff: null,
        action: 'session.sign_in_failed',
        entity: 'staff',
        entityId: String(account.id),
        detail: `Wrong password for ${account.email} from ${input.ip}`,
      });
    }
    throw new AppError('unauthorized', WRONG_CREDENTIALS);
  }

  await repo.clearAttempts(db, emailKey);
  await repo.uncountAttempt(db, ipKey);
  const nowIso = now.toISOString();
  await repo.deleteExpiredSessions(db, nowIso);
  await repo.deleteOldAttempts(db, new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString());

  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_TTL_MS);
  await repo.insertSession(db, {
    token_hash: hash,
    staff_id: account.id,
    expires_at: expiresAt.toISOString(),
  });
  const staff: StaffMember = {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
  };
  await recordAudit(db, {
    staff,
    action: 'session.sign_in',
    entity: 'staff',
    entityId: String(staff.id),
    detail: `Signed in from ${input.ip}`,
  });
  return { staff, token, expiresAt };
}

async function countOrRefuse(db: Executor, key: string, limit: number, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  const { failures, window_started_at } = await repo.countAttempt(db, key, now.toISOString(), cutoff);
  if (failures <= limit) return;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((new Date(window_started_at).getTime() + SIGN_IN_WINDOW_MS - now.getTime()) / 1000),
  );
  throw new SignInLimitError(retryAfterSeconds);
}

/** 429 with the time to wait, which the error handler also sends as a Retry-After header. */
export class SignInLimitError extends AppError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      'rate_limited',
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The staff member signed in with this session token, or null (unknown, expired or ended). */
export async function staffForToken(db: Executor, token: string, now = new Date()): Promise<StaffMember | null> {
  return (await repo.findStaffBySession(db, hashToken(token), now.toISOString())) ?? null;
}

/** Ends one session on the server; `detail` says how (for the audit log). */
export async function signOut(db: Executor, staff: StaffMember, token: string, detail: string): Promise<void> {
  await repo.deleteSession(db, hashToken(token));
  await recordAudit(db, {
    staff,
    action: 'session.sign_out',
    entity: 'staff',
    entityId: String(staff.id),
    detail,
  });
}

/**
 * A staff member changes their own password, giving the current one. Wrong guesses are limited
 * like sign-ins (a session left open on a shared computer must not be a way to find the password);
 * the session in use stays, every other one ends.
 */
export async function changeOwnPassword(
  db: Db,
  staff: StaffMember,
  token: string,
  input: { current_password: string; password: string },
  now = new Date(),
): Promise<void> {
  const key = `password:${staff.id}`;
  await countOrRefuse(db, key, SIGN_IN_LIMIT_PER_EMAIL, now);
  const currentHash = await repo.passwordHashOf(db, staff.id);
  if (!currentHash || !(await verifyPassword(input.current_password, currentHash))) {
    throw AppError.invalid('current_password', 'is not your current password');
  }
  await repo.clearAttempts(db, key);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (tx) => {
    await repo.updateStaff(tx, staff.id, { password_hash: passwordHash });
    await repo.deleteSessionsOf(tx, staff.id, hashToken(token));
    await recordAudit(tx, {
      staff,
      action: 'staff.password_change',
      entity: 'staff',
      entityId: staff.id,
      detail: 'Changed their own password; their other sessions ended',
    });
  });
}
