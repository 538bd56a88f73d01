import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDataDir, databaseFault, isDiskFull } from './startup-faults.ts';

const errno = (code: string, message = code) => Object.assign(new Error(message), { code });
const pgEnv = {
  DATABASE_URL: 'postgres://gallery:secret@db.internal:5432/gallery',
  DATA_DIR: './data',
  dataDir: '/srv/data',
};
const sqliteEnv = { DATABASE_URL: '', DATA_DIR: './data', dataDir: '/srv/data' };

afterEach(() => vi.restoreAllMocks());

describe('start-up faults', () => {
  it('knows a full disk on either engine and on the file system', () => {
    expect(isDiskFull(errno('ENOSPC'))).toBe(true);
    expect(isDiskFull(errno('SQLITE_FULL', 'database or disk is full'))).toBe(true);
    expect(isDiskFull(errno('53100', 'could not extend file'))).toBe(true);
    expect(isDiskFull(new Error('wrapped', { cause: errno('ENOSPC') }))).toBe(true);
    expect(isDiskFull(errno('SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
    expect(isDiskFull(undefined)).toBe(false);
  });

  it('names DATA_DIR when it is read-only, not allowed, or on a full disk', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-datadir-'));
    try {
      const env = { DATA_DIR: dir, dataDir: dir };
      expect(() => checkDataDir(env)).not.toThrow();
      expect(fs.readdirSync(dir)).toEqual([]);
      for (const [code, words] of [
        ['EROFS', /read-only file system/],
        ['EACCES', /permission denied/],
        ['ENOSPC', /the disk is full/],
      ] as const) {
        vi.spyOn(fs, 'writeFileSync').mockImplementationOnce(() => {
          throw errno(code);
        });
        expect(() => checkDataDir(env)).toThrow(words);
        expect(() => checkDataDir(env)).not.toThrow();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('turns PostgreSQL refusals into one line naming DATABASE_URL, never its password', () => {
    const cases: [unknown, RegExp][] = [
      [errno('28P01'), /password was refused/],
      [errno('3D000'), /database does not exist/],
      [errno('ECONNREFUSED'), /nothing listens there/],
      [Object.assign(new AggregateError([errno('ECONNREFUSED')]), {}), /nothing listens there/],
      [errno('ENOTFOUND'), /host name is unknown/],
      [new Error('Connection terminated unexpectedly'), /closed the connection/],
      // The same hang-up, when the socket sees the reset first (a loaded machine).
      [errno('ECONNRESET'), /closed the connection/],
      [errno('53100'), /disk is full/],
    ];
    for (const [error, words] of cases) {
      const fault = databaseFault(error, pgEnv);
      expect(fault?.message).toMatch(words);
      expect(fault?.message).toContain('db.internal:5432/gallery');
      expect(fault?.message).not.toContain('secret');
    }
    // Anything else is a bug, left to its stack trace.
    expect(databaseFault(new TypeError('x is undefined'), pgEnv)).toBeNull();
  });

  it('turns SQLite faults into one line naming DATA_DIR or DATABASE_URL', () => {
    expect(databaseFault(errno('SQLITE_CANTOPEN'), sqliteEnv)?.message).toBe(
      'The SQLite database cannot be opened: check DATA_DIR.',
    );
    expect(
      databaseFault(errno('SQLITE_READONLY_DBMOVED'), { ...sqliteEnv, DATABASE_URL: 'sqlite:/x.sqlite' })?.message,
    ).toBe('The SQLite database is read-only: check DATABASE_URL.');
    expect(databaseFault(errno('SQLITE_FULL'), sqliteEnv)?.message).toMatch(/disk of the SQLite database is full/);
  });
});
