import type { z } from 'zod';
import type {
  Address,
  addressBody,
  registerBody,
  updatePasswordBody,
  updateProfileBody,
  User,
} from '#shared/api/accounts.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { dummyHash, hashPassword, hashToken, newToken, verifyPassword } from '../../lib/passwords.ts';
import { mergeGuestCart } from '../cart/cart.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import {
  alreadyRegisteredMail,
  passwordChangedMail,
  passwordResetMail,
  signInAttemptsMail,
  welcomeMail,
} from './accounts.mail.ts';
import * as repo from './accounts.repository.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import type { AccountSlowdown, AttemptThrottle } from '../../lib/attempt-throttle.ts';

export type AuthCustomer = User;

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
export const RESET_TTL_MS = 60 * 60_000;
export const WRONG_CREDENTIALS = 'Wrong e-mail or password.';

const iso = (ms: number) => new Date(ms).toISOString();

const toUser = (c: Pick<repo.CustomerRow, 'id' | 'email' | 'first_name' | 'last_name' | 'phone'>): User => ({
  id: c.id,
  email: c.email,
  first_name: c.first_name,
  last_name: c.last_name,
  phone: c.phone,
});

/** A password that passes the length rule may still be one of the first an attacker tries. */
export function passwordProblem(password: string, email: string): string | null {
  const p = password.normalize('NFKC').toLowerCase();
  if (COMMON_PASSWORDS.has(p)) return 'is one of the most common passwords: choose one that is harder to guess';
  const local = email.split('@')[0] ?? '';
  if (p === email.toLowerCase() || (local.length >= 4 && p === local.toLowerCase())) {
    return 'must not be your e-mail address';
  }
  if (/^(.)\1+$/.test(p)) return 'must not repeat one character';
  return null;
}

function checkPassword(field: string, password: string, email: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw AppError.invalid(field, problem);
}

const emailTaken = () =>
  new AppError('conflict', 'An account with this e-mail address already exists.', [
    { field: 'email', message: 'is already registered' },
  ]);

export const REGISTERED_MESSAGE =
  'Thank you. We have sent a message to this e-mail address: if it is new to us, your account is ready and you can log in now.';

const storefrontLink = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/login-register`;

/**
 * Registers a customer, answering the same whether or not the address already has an account, in
 * the same time: the password is hashed either way, and either way one mail is written to the
 * outbox, a welcome to a new account or a note to the owner of the existing one. Only the owner
 * of the mailbox learns which.
 */
export async function register(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  body: z.output<typeof registerBody>,
  /** The storefront language the mail is written in. */
  language = 'en',
): Promise<void> {
  checkPassword('password', body.password, body.email);
  const password_hash = await hashPassword(body.password);
  const loginLink = storefrontLink(publicUrl);
  let owner = await repo.customerByEmail(db, body.email);
  if (!owner) {
    try {
      const welcome = await db.transaction().execute(async (tx) => {
        await repo.insertCustomer(tx, {
          email: body.email,
          password_hash,
          first_name: body.first_name,
          last_name: body.last_name,
          phone: body.phone || null,
        });
        return mailer.record(tx, welcomeMail({ to: body.email, firstName: body.first_name, loginLink, language }));
      });
      mailer.deliver([welcome]);
      return;
    } catch (error) {
      // Registered at the same moment by another request: its owner is told as below.
      if (!repo.isUniqueViolation(error)) throw error;
      owner = await repo.customerByEmail(db, body.email);
      if (!owner) throw error;
    }
  }
  const mailId = await mailer.record(
    db,
    alreadyRegisteredMail({ to: owner.email, firstName: owner.first_name, loginLink, language }),
  );
  mailer.deliver([mailId]);
}

/** A new account, held to the rules of a registration; its id. `since` (ISO) dates an older one. */
export async function createCustomer(
  db: Executor,
  body: z.output<typeof registerBody>,
  since?: string,
): Promise<number> {
  checkPassword('password', body.password, body.email);
  if (await repo.customerByEmail(db, body.email)) throw emailTaken();
  const password_hash = await hashPassword(body.password);
  try {
    return await repo.insertCustomer(db, {
      email: body.email,
      password_hash,
      first_name: body.first_name,
      last_name: body.last_name,
      phone: body.phone || null,
      ...(since ? { created_at: since, updated_at: since } : {}),
    });
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export interface LoginResult {
  user: User;
  token: string;
  expiresAt: Date;
}

/** What stands between a guesser and the accounts (accounts.routes.ts makes them). */
/** Where the customers' attempts are counted (lib/attempt-throttle.ts). */
export const customerAttempts = repo.attemptCounts;

export interface LoginGuards {
  /** Failed logins from one address, whatever the account: slows that address only. */
  perAddress: AttemptThrottle;
  /** Failed logins to one account from anywhere: slows that account progressively, never locks it. */
  perAccount: AccountSlowdown;
  /** At most one mail to an account's owner about failed logins in a while. */
  ownerAlerts: AttemptThrottle;
  mailer: Mailer;
  publicUrl: string;
  /** The storefront language of the login, for the owner's mail. */
  language: string;
}

const waitWords = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * Checks the credentials in the same time whether or not the account exists and opens a new
 * session (a new token each time); the guest cart of this browser joins the customer's cart.
 *
 * Guessing is slowed where it comes from and where it goes: an address with many failures waits
 * (other addresses do not), and an account with many failures from anywhere is slowed step by
 * step (AccountSlowdown), never locked, and its owner gets one mail about it. A refused attempt
 * spends no hash.
 */
export async function login(
  db: Db,
  guards: LoginGuards,
  input: { email: string; password: string; session_id?: string | undefined; address: string },
): Promise<LoginResult> {
  const addressWait = await guards.perAddress.attempt(db, input.address);
  if (addressWait > 0) {
    throw AppError.tooMany(
      `Too many failed logins from your network. Try again in ${waitWords(addressWait)} or reset your password.`,
      addressWait / 1000,
    );
  }
  const { wait, attempts } = await guards.perAccount.attempt(db, input.email);
  if (wait > 0) {
    throw AppError.tooMany(
      `Too many failed attempts for this account. Try again in ${waitWords(wait)} or reset your password.`,
      wait / 1000,
    );
  }
  const customer = await repo.customerByEmail(db, input.email);
  const ok = await verifyPassword(input.password, customer?.password_hash ?? (await dummyHash()));
  if (!customer || !ok) {
    if (customer && guards.perAccount.slowed(attempts)) await alertOwner(db, guards, customer);
    throw new AppError('unauthorized', WRONG_CREDENTIALS);
  }
  await guards.perAccount.clear(db, input.email);
  await guards.perAddress.takeBack(db, input.address);
  const { token, hash } = newToken();
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  await db.transaction().execute(async (tx) => {
    await repo.deleteExpiredSessionsOf(tx, customer.id, iso(now));
    await repo.insertSession(tx, { token_hash: hash, customer_id: customer.id, expires_at: expiresAt.toISOString() });
    if (input.session_id) await mergeGuestCart(tx, input.session_id, customer.id);
  });
  return { user: toUser(customer), token, expiresAt };
}

/** Tells the owner that their account is being slowed down, once in a while at most. */
async function alertOwner(db: Db, guards: LoginGuards, customer: { email: string; first_name: string }): Promise<void> {
  if ((await guards.ownerAlerts.attempt(db, customer.email)) > 0) return;
  await guards.mailer.send(
    signInAttemptsMail({
      to: customer.email,
      firstName: customer.first_name,
      loginLink: storefrontLink(guards.publicUrl),
      language: guards.language,
    }),
  );
}

export async function customerForToken(db: Executor, token: string): Promise<AuthCustomer | null> {
  const row = await repo.sessionCustomer(db, hashToken(token), iso(Date.now()));
  return row ? toUser(row) : null;
}

export async function logout(db: Executor, token: string | null): Promise<void> {
  if (token) await repo.deleteSession(db, hashToken(token));
}

export async function updateProfile(
  db: Db,
  customerId: number,
  body: z.output<typeof updateProfileBody>,
): Promise<User> {
  const other = await repo.customerByEmail(db, body.email);
  if (other && other.id !== customerId) throw emailTaken();
  try {
    await repo.updateCustomer(db, customerId, {
      email: body.email,
      first_name: body.first_name,
      last_name: body.last_name,
      phone: body.phone || null,
    });
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const customer = await repo.customerById(db, customerId);
  if (!customer) throw new AppError('unauthorized', 'Please log in to continue.');
  return toUser(customer);
}

/** A new password ends every other session, so a thief's stolen session stops working. */
export async function changePassword(
  db: Db,
  customerId: number,
  currentToken: string | null,
  body: z.output<typeof updatePasswordBody>,
  notice?: ChangeNotice,
): Promise<void> {
  const customer = await repo.customerById(db, customerId);
  if (!customer) throw new AppError('unauthorized', 'Please log in to continue.');
  if (!(await verifyPassword(body.current_password, customer.password_hash))) {
    throw AppError.invalid('current_password', 'is not your current password');
  }
  checkPassword('new_password', body.new_password, customer.email);
  const password_hash = await hashPassword(body.new_password);
  const mailId = await db.transaction().execute(async (tx) => {
    await repo.updateCustomer(tx, customerId, { password_hash });
    await repo.deleteSessionsOf(tx, customerId, currentToken ? hashToken(currentToken) : null);
    await repo.deleteResetsOf(tx, customerId);
    return notice ? recordChangeNotice(tx, notice, customer) : null;
  });
  if (notice && mailId !== null) notice.mailer.deliver([mailId]);
}

/** Who tells the owner of a changed password, and in which language. */
export interface ChangeNotice {
  mailer: Mailer;
  publicUrl: string;
  language: string;
}

function recordChangeNotice(tx: Executor, notice: ChangeNotice, customer: { email: string; first_name: string }) {
  return notice.mailer.record(
    tx,
    passwordChangedMail({
      to: customer.email,
      firstName: customer.first_name,
      loginLink: storefrontLink(notice.publicUrl),
      language: notice.language,
    }),
  );
}

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this e-mail address, we have sent a link to reset its password. The link is valid for one hour.';

/**
 * Sends a reset link when the account exists and says the same either way, so the form tells
 * nobody which addresses have accounts. Only the newest link works; the mail leaves in the
 * background; a few links per hour and account at most, so the form cannot flood an inbox.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  throttle: AttemptThrottle,
  publicUrl: string,
  email: string,
  language = 'en',
): Promise<void> {
  const customer = await repo.customerByEmail(db, email);
  if (!customer || (await throttle.attempt(db, email)) > 0) return;
  await sendResetLink(db, mailer, publicUrl, customer, undefined, language);
}

/** A new reset link (the older ones stop working) e-mailed to the customer; the mail leaves in the background. */
export async function sendResetLink(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  customer: { id: number; email: string; first_name: string },
  /** Staff sent it: the back office's audit entry, written with the link. */
  byGallery?: (tx: Executor) => Promise<void>,
  language = 'en',
): Promise<void> {
  const { token, hash } = newToken();
  const link = `${publicUrl.replace(/\/+$/, '')}/login-register?reset=${encodeURIComponent(token)}`;
  const mailId = await db.transaction().execute(async (tx) => {
    await repo.deleteResetsOf(tx, customer.id);
    await repo.insertReset(tx, {
      token_hash: hash,
      customer_id: customer.id,
      expires_at: iso(Date.now() + RESET_TTL_MS),
    });
    await byGallery?.(tx);
    return mailer.record(
      tx,
      passwordResetMail({
        to: customer.email,
        firstName: customer.first_name,
        link,
        byGallery: byGallery !== undefined,
        language,
      }),
    );
  });
  mailer.deliver([mailId]);
}

const invalidResetLink = () =>
  new AppError('invalid', 'This reset link is invalid or has expired. Please ask for a new one.', [
    { field: 'token', message: 'is invalid or has expired' },
  ]);

/**
 * Sets a new password from a reset link (single use, one hour) and ends every session. The slow
 * hash is computed outside the transaction, which then consumes the token only if nobody else has.
 */
export async function resetPassword(db: Db, token: string, password: string, notice?: ChangeNotice): Promise<void> {
  const tokenHash = hashToken(token);
  const customerId = await repo.liveResetCustomer(db, tokenHash, iso(Date.now()));
  const customer = customerId === null ? undefined : await repo.customerById(db, customerId);
  if (!customer) throw invalidResetLink();
  checkPassword('password', password, customer.email);
  const password_hash = await hashPassword(password);
  const mailId = await db.transaction().execute(async (tx) => {
    if ((await repo.consumeReset(tx, tokenHash, iso(Date.now()))) !== customer.id) throw invalidResetLink();
    await repo.updateCustomer(tx, customer.id, { password_hash });
    await repo.deleteSessionsOf(tx, customer.id);
    await repo.deleteResetsOf(tx, customer.id);
    return notice ? recordChangeNotice(tx, notice, customer) : null;
  });
  if (notice && mailId !== null) notice.mailer.deliver([mailId]);
}

const toAddress = (a: repo.AddressRow): Address => ({
  id: a.id,
  label: a.label,
  full_name: a.full_name,
  phone: a.phone,
  country: a.country,
  governorate: a.governorate,
  wilayat: a.wilayat,
  city: a.city,
  line1: a.line1,
  line2: a.line2,
  postal_code: a.postal_code,
  is_default: a.is_default === 1,
});

type AddressInput = z.output<typeof addressBody>;
const addressColumns = (body: AddressInput) => ({
  label: body.label ?? null,
  full_name: body.full_name,
  phone: body.phone || null,
  country: body.country,
  governorate: body.governorate ?? null,
  wilayat: body.wilayat ?? null,
  city: body.city ?? null,
  line1: body.line1,
  line2: body.line2 ?? null,
  postal_code: body.postal_code ?? null,
  is_default: body.is_default ? 1 : 0,
});

const MAX_ADDRESSES = 20;

export async function listAddresses(db: Executor, customerId: number): Promise<Address[]> {
  return (await repo.addressesOf(db, customerId)).map(toAddress);
}

/** The first address a customer saves becomes the default; a new default replaces the old one. */
export async function addAddress(db: Db, customerId: number, body: AddressInput): Promise<Address> {
  return db.transaction().execute((tx) => addAddressIn(tx, customerId, body));
}

/** `addAddress` inside a transaction the caller holds (the demo seed's). */
export async function addAddressIn(tx: Tx, customerId: number, body: AddressInput): Promise<Address> {
  const existing = await repo.addressesOf(tx, customerId);
  if (existing.length >= MAX_ADDRESSES) {
    throw new AppError('conflict', `You can keep at most ${MAX_ADDRESSES} addresses; please delete one first.`);
  }
  const values = addressColumns(body);
  if (existing.length === 0) values.is_default = 1;
  if (values.is_default) await repo.clearDefaultAddress(tx, customerId);
  const id = await repo.insertAddress(tx, { ...values, customer_id: customerId });
  return toAddress((await repo.addressOf(tx, customerId, id))!);
}

const addressNotFound = () => AppError.notFound('Address');

export async function replaceAddress(db: Db, customerId: number, id: number, body: AddressInput): Promise<Address> {
  return db.transaction().execute(async (tx) => {
    const current = await repo.addressOf(tx, customerId, id);
    if (!current) throw addressNotFound();
    const values = addressColumns(body);
    // The default stays somewhere: un-ticking it on the default address keeps it the default.
    if (current.is_default && !values.is_default) values.is_default = 1;
    if (values.is_default && !current.is_default) await repo.clearDefaultAddress(tx, customerId);
    await repo.updateAddress(tx, customerId, id, values);
    return toAddress((await repo.addressOf(tx, customerId, id))!);
  });
}

export async function removeAddress(db: Db, customerId: number, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const current = await repo.addressOf(tx, customerId, id);
    if (!current || !(await repo.deleteAddress(tx, customerId, id))) throw addressNotFound();
    if (current.is_default) {
      const next = (await repo.addressesOf(tx, customerId))[0];
      if (next) await repo.updateAddress(tx, customerId, next.id, { is_default: 1 });
    }
  });
}
