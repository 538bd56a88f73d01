import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt with OWASP's recommended parameters (N=2^17, r=8, p=1). The parameters are stored with
 * the hash, so they can be raised later without invalidating existing passwords.
 */
export const STANDARD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/**
 * 32 times cheaper: still tens of milliseconds, so a test can tell a login that spent a hash from one
 * that did not. The standard cost takes most of a second on a slow core, and the tests sign in and
 * register hundreds of times.
 */
export const TEST_COST: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };
const KEY_LENGTH = 32;
const maxmem = 256 * 1024 * 1024;

let cost = STANDARD_COST;
/** See dummyHash. */
let dummy: Promise<string> | undefined;

/**
 * The cost of the hashes made from now on in this process. Only the tests' setup calls it: nothing
 * the server reads (environment, settings) can lower the cost. Hashes already stored keep theirs.
 */
export function setHashCostForTests(next: ScryptCost): void {
  cost = next;
  dummy = undefined;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem });
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash of a password nobody has, to spend the same time when the account does not exist. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummy;
}

/** Session and reset tokens: random, URL-safe; only their SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
