import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './client.ts';
import { isDiskFull } from '../startup-faults.ts';

// A SQLite database that may not grow past its size fails as a full disk does (SQLITE_FULL).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-full-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('a full disk on SQLite', () => {
  it('fails a transaction with the full disk, not with a rollback fault, and leaves the database usable', async () => {
    const handle = createDb({ databaseUrl: `sqlite:${path.join(dataDir, 'full.sqlite')}`, dataDir });
    try {
      await sql`create table ledger (line text not null)`.execute(handle.db);
      const pages = await sql<{ page_count: number }>`pragma page_count`.execute(handle.db);
      await sql.raw(`pragma max_page_count = ${pages.rows[0]!.page_count + 2}`).execute(handle.db);
      const line = 'frankincense '.repeat(2000);
      const failure = await handle.db
        .transaction()
        .execute(async (tx) => {
          for (let i = 0; i < 50; i += 1) await sql`insert into ledger (line) values (${line})`.execute(tx);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).not.toMatch(/cannot rollback/);
      expect(isDiskFull(failure)).toBe(true);
      // Nothing of the failed transaction stayed, and the next one runs.
      const count = await sql<{ n: number }>`select count(*) as n from ledger`.execute(handle.db);
      expect(count.rows[0]!.n).toBe(0);
      await handle.db.transaction().execute((tx) => sql`insert into ledger (line) values ('myrrh')`.execute(tx));
    } finally {
      await handle.db.destroy();
    }
  });
});
