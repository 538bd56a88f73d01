import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env.ts';
import { describePostgres } from './db/client.ts';

/**
 * A fault that stops the start, said in one line that names the cause and the setting to change.
 * main.ts and the CLI print its message alone (no stack trace) and exit with 1.
 */
export class StartupFault extends Error {}

/** Whether an error (or what it wraps) says the disk or its quota is full, on either engine. */
export function isDiskFull(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT' || e.code === 'SQLITE_FULL' || e.code === '53100') return true;
    if (typeof e.message === 'string' && /database or disk is full|no space left on device/i.test(e.message))
      return true;
  }
  return false;
}

/**
 * DATA_DIR holds the uploaded media and (without DATABASE_URL) the SQLite database: it must be a
 * folder the process can create and write in. Checked by writing and removing a small file, since a
 * read-only mount passes a permission check.
 */
export function checkDataDir(env: Pick<Env, 'DATA_DIR' | 'dataDir'>): void {
  const dir = env.dataDir;
  const shown = `DATA_DIR=${env.DATA_DIR}`;
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Missing, or under a file: creating it says which.
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw fault(error, shown, 'cannot be read');
  }
  if (stat && !stat.isDirectory()) {
    throw new StartupFault(`${shown} is a file, not a folder: set DATA_DIR to a folder the gallery can write in.`);
  }
  if (!stat) {
    try {
      fs.mkdirSync(dir, { recursive: true });
    } catch (error) {
      throw fault(error, shown, 'does not exist and cannot be created');
    }
  }
  const probe = path.join(dir, `.write-check-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  try {
    fs.writeFileSync(probe, 'gallery');
  } catch (error) {
    throw fault(error, shown, 'cannot be written');
  } finally {
    fs.rmSync(probe, { force: true });
  }
}

function fault(error: unknown, shown: string, what: string): StartupFault {
  if (isDiskFull(error))
    return new StartupFault(`${shown}: the disk is full. Free some space or set DATA_DIR to another disk.`);
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'EROFS'
      ? 'it is on a read-only file system'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'ENOTDIR'
          ? 'a part of its path is a file'
          : (code ?? (error instanceof Error ? error.message : String(error)));
  return new StartupFault(`${shown} ${what} (${why}): set DATA_DIR to a folder the gallery can write in.`);
}

/** What PostgreSQL's error codes mean for the one who set DATABASE_URL. */
const POSTGRES_REFUSALS: Record<string, string> = {
  '28P01': 'the password was refused',
  '28000': 'the server refuses this user or address',
  '3D000': 'the database does not exist',
  '42501': 'the user may not create or change tables in it',
  '53300': 'the server has no free connections',
  '57P03': 'the server is starting up or shutting down',
};

/**
 * Turns a fault met while opening and migrating the database into one line naming DATABASE_URL
 * (or DATA_DIR for the SQLite file), or answers null when it is something else (a bug: its stack
 * trace is worth printing).
 */
export function databaseFault(
  error: unknown,
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'dataDir'>,
): StartupFault | null {
  if (error instanceof StartupFault) return error;
  const e = error as { code?: string; message?: string; errors?: { code?: string; message?: string }[] };
  const postgres = /^postgres(ql)?:\/\//.test(env.DATABASE_URL);
  if (isDiskFull(error)) {
    return new StartupFault(
      postgres
        ? `The database server's disk is full (${describePostgres(env.DATABASE_URL)}): free some space there.`
        : `The disk of the SQLite database is full: free some space or set DATA_DIR (or DATABASE_URL=sqlite:<file>) to another disk.`,
    );
  }
  if (postgres) {
    const where = describePostgres(env.DATABASE_URL);
    const code = e.code ?? e.errors?.[0]?.code;
    const refusal = code ? POSTGRES_REFUSALS[code] : undefined;
    if (refusal) return new StartupFault(`Cannot use the database (${where}): ${refusal}. Check DATABASE_URL.`);
    const network: Record<string, string> = {
      ECONNREFUSED: 'nothing listens there',
      ENOTFOUND: 'the host name is unknown',
      EAI_AGAIN: 'the host name cannot be looked up',
      ETIMEDOUT: 'no answer',
      EHOSTUNREACH: 'the host is unreachable',
      ENETUNREACH: 'the network is unreachable',
    };
    const reason = code ? network[code] : undefined;
    if (reason) return new StartupFault(`Cannot reach the database (${where}): ${reason}. Check DATABASE_URL.`);
    // A peer that hangs up at once surfaces as a reset or as a terminated connection, whichever
    // the socket sees first: both mean the same to whoever set DATABASE_URL.
    if (
      code === 'ECONNRESET' ||
      /Connection terminated|server closed the connection|not a PostgreSQL/i.test(e.message ?? '')
    ) {
      return new StartupFault(
        `Cannot reach the database (${where}): the server there closed the connection (is it PostgreSQL?). Check DATABASE_URL.`,
      );
    }
    if (code === 'FST_ERR_PLUGIN_TIMEOUT') {
      return new StartupFault(`Cannot reach the database (${where}): no answer within 10 seconds. Check DATABASE_URL.`);
    }
    if (/SSL|certificate/i.test(e.message ?? '')) {
      return new StartupFault(`Cannot reach the database (${where}): ${e.message}. Check the sslmode of DATABASE_URL.`);
    }
    return null;
  }
  const file = env.DATABASE_URL.startsWith('sqlite:') ? 'DATABASE_URL' : 'DATA_DIR';
  const sqlite: Record<string, string> = {
    SQLITE_CANTOPEN: 'cannot be opened',
    SQLITE_READONLY: 'is read-only',
    SQLITE_READONLY_DIRECTORY: 'is in a read-only folder',
    SQLITE_NOTADB: 'is not a SQLite database',
    SQLITE_CORRUPT: 'is damaged',
    SQLITE_PERM: 'may not be opened (permission denied)',
    SQLITE_IOERR: 'cannot be read or written (an input/output error)',
  };
  const reason = e.code
    ? (sqlite[e.code] ?? (e.code.startsWith('SQLITE_READONLY') ? sqlite.SQLITE_READONLY : undefined))
    : undefined;
  if (reason) return new StartupFault(`The SQLite database ${reason}: check ${file}.`);
  const fsCode = e.code && ['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EISDIR'].includes(e.code);
  if (fsCode) return new StartupFault(`The SQLite database cannot be created (${e.code}): check ${file}.`);
  return null;
}
