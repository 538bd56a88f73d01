import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { dummyHash, hashPassword, hashToken, newToken, verifyPassword } from '../../lib/passwords.ts';
import type { StaffMember } from '#shared/api/manage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { AccountSlowdown, AttemptThrottle } from '../../lib/attempt-throttle.ts';
import { plainMail, type Mailer } from '../mail/mail.service.ts';
import * as repo from './staff.repository.ts';

/** A back-office session lasts a working day; then the staff member signs in again. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * Sign-in limits (ADR 012, as for customers). Failures from one IP address wait out a window once
 * there are too many (several colleagues may share the gallery's router, hence more than one
 * person's share); failures for one e-mail address from anywhere slow that account step by step
 * and never lock it, so a stranger cannot keep the owner out of the back office.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_FREE_FAILURES_PER_EMAIL = 5;
export const SIGN_IN_LIMIT_PER_IP = 20;
/** A signed-in member's wrong guesses of their own current password, per window. */
export const PASSWORD_CHECK_LIMIT = 5;

/** What stands between a guesser and the staff accounts (staff.routes.ts makes them). */
export interface SignInGuards {
  perAddress: AttemptThrottle;
  perAccount: AccountSlowdown;
  /** At most one mail a day to a staff member whose account is being slowed. */
  ownerAlerts: AttemptThrottle;
  mailer: Mailer;
  publicUrl: string;
}

export function signInGuards(mailer: Mailer, publicUrl: string): SignInGuards {
  return {
    perAddress: new AttemptThrottle(repo.attemptCounts, 'ip', SIGN_IN_LIMIT_PER_IP, SIGN_IN_WINDOW_MS),
    perAccount: new AccountSlowdown(repo.attemptCounts, 'email', SIGN_IN_FREE_FAILURES_PER_EMAIL, SIGN_IN_WINDOW_MS),
    ownerAlerts: new AttemptThrottle(repo.attemptCounts, 'alert', 1, 24 * 60 * 60 * 1000),
    mailer,
    publicUrl,
  };
}

const passwordChecks = new AttemptThrottle(repo.attemptCounts, 'password', PASSWORD_CHECK_LIMIT, SIGN_IN_WINDOW_MS);

export const WRONG_CREDENTIALS = 'Wrong e-mail or password.';
export const DISABLED_ACCOUNT = 'This staff account has been disabled. Ask the gallery owner to enable it again.';

export interface SignInResult {
  staff: StaffMember;
  token: string;
  expiresAt: Date;
}

/**
 * Checks the e-mail and password and opens a session. Every attempt is counted before the password
 * is checked (and taken back when it was right), so parallel guesses cannot slip past the limits; an
 * attempt refused for coming too early spends no hash. Unknown addresses cost the same scrypt work
 * as known ones.
 */
export async function signIn(
  db: Executor,
  guards: SignInGuards,
  input: { email: string; password: string; ip: string },
  now = new Date(),
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const addressWait = await guards.perAddress.attempt(db, input.ip, now.getTime());
  if (addressWait > 0) {
    throw new SignInLimitError(addressWait / 1000, 'Too many failed sign-in attempts from your network.');
  }
  const { wait, attempts } = await guards.perAccount.attempt(db, email, now.getTime());
  if (wait > 0) throw new SignInLimitError(wait / 1000, 'Too many failed sign-in attempts for this account.');

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
      if (guards.perAccount.slowed(attempts)) await alertMember(db, guards, account);
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

  await guards.perAccount.clear(db, email, now.getTime());
  await guards.perAddress.takeBack(db, input.ip);
  await repo.deleteExpiredSessions(db, now.toISOString());

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

/** Tells a staff member that their account is being slowed down, once a day at most. */
async function alertMember(db: Executor, guards: SignInGuards, member: { email: string; name: string }) {
  if ((await guards.ownerAlerts.attempt(db, member.email)) > 0) return;
  await guards.mailer.send(
    plainMail({
      to: member.email,
      subject: 'Failed attempts to sign in to the Bait Al Fann back office',
      lines: [
        `Dear ${member.name},`,
        '',
        'Someone has tried several wrong passwords for your back-office account. To protect it, signing in to it is slowed down for a while; you can still sign in with your password.',
        '',
        'If these attempts were not yours, sign in and choose a new password under "My account", and tell the gallery owner:',
        `${guards.publicUrl.replace(/\/$/, '')}/admin`,
      ],
    }),
  );
}

/** 429 with the time to wait, which the error handler also sends as a Retry-After header. */
export class SignInLimitError extends AppError {
  constructor(retryAfterSeconds: number, why = 'Too many failed sign-in attempts.') {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    const minutes = Math.ceil(seconds / 60);
    const wait =
      seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
    super('rate_limited', `${why} Please wait ${wait} and try again.`);
    this.retryAfterSeconds = seconds;
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
  const wait = await passwordChecks.attempt(db, String(staff.id), now.getTime());
  if (wait > 0) throw new SignInLimitError(wait / 1000);
  const currentHash = await repo.passwordHashOf(db, staff.id);
  if (!currentHash || !(await verifyPassword(input.current_password, currentHash))) {
    throw AppError.invalid('current_password', 'is not your current password');
  }
  await passwordChecks.clear(db, String(staff.id), now.getTime());
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
