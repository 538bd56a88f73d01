import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { AppError } from '../errors.ts';

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

/**
 * How many hashes run at once, and how many more may wait for their turn. Each standard hash takes
 * 128 MiB and most of a second of one core: unbounded, 30 logins at once took 512 MB more memory
 * and 8.8 s for the last of them. Two at a time keep a process within 256 MiB for hashing; past a
 * short line, a sign-in is refused at once with 503 and Retry-After rather than kept waiting.
 */
export const HASHING_LIMITS = { running: 2, waiting: 8 };
/** How long a refused sign-in is told to wait: about the time the line ahead of it takes. */
const BUSY_RETRY_SECONDS = 2;

let limits = { ...HASHING_LIMITS };
let running = 0;
let peak = 0;
let done = 0;
const line: (() => void)[] = [];

/** Runs one hash when a slot is free, waiting in a short line; refuses with 503 when the line is full. */
async function inTurn<T>(hash: () => Promise<T>): Promise<T> {
  if (running >= limits.running) {
    if (line.length >= limits.waiting) {
      throw AppError.unavailable(
        'Many people are signing in right now. Please try again in a moment.',
        BUSY_RETRY_SECONDS,
      );
    }
    await new Promise<void>((resolve) => line.push(resolve));
  } else running += 1;
  peak = Math.max(peak, running);
  try {
    return await hash();
  } finally {
    done += 1;
    // The slot passes straight to the next in line, if any.
    const next = line.shift();
    if (next) next();
    else running -= 1;
  }
}

/** The most hashes that ran at once since the last call, and resets it (tests). */
export function takePeakHashing(): number {
  const seen = peak;
  peak = running;
  return seen;
}

/** How many hashes this process has computed (tests: a path that must spend one did). */
export function hashesDone(): number {
  return done;
}

/** The tests' own bounds, or the standard ones again without an argument. */
export function setHashingLimitsForTests(next: { running: number; waiting: number } = HASHING_LIMITS): void {
  limits = { ...next };
}

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
  const key = await inTurn(() => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem }));
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await inTurn(() =>
    scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem,
    }),
  );
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
