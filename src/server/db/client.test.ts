import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, testEngine, type TestDb } from '#tests/setup/test-app.ts';
import { createDb, describePostgres } from './client.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const readCurrency = (db: TestDb['db']) =>
  db.selectFrom('currency').select(['code', 'rate']).where('code', '=', 'OMR').execute();
const writeSetting = (db: TestDb['db']) =>
  db.updateTable('setting').set({ value: '1' }).where('key', '=', 'no-such-setting').execute();

/**
 * How many times the engine prepared the statements run by `work`: better-sqlite3's prepare calls on
 * SQLite; on PostgreSQL, the statements node-postgres named on the connection `work` used.
 */
async function preparedWhile(work: (db: TestDb['db']) => Promise<void>): Promise<{ reads: number; writes: number }> {
  if (testEngine === 'sqlite') {
    const prepare = vi.spyOn(SQLite.prototype, 'prepare');
    await work(t.db);
    const texts = prepare.mock.calls.map(([text]) => String(text));
    return {
      reads: texts.filter((text) => text.includes('from "currency"')).length,
      writes: texts.filter((text) => /^update "setting"/.test(text)).length,
    };
  }
  return t.db.transaction().execute(async (tx) => {
    await work(tx);
    const { rows } = await sql<{ name: string; statement: string }>`
      select name, statement from pg_prepared_statements where name like 'gallery_read_%'`.execute(tx);
    return {
      reads: rows.filter((r) => r.statement.includes('from "currency"')).length,
      writes: rows.filter((r) => /^update /i.test(r.statement)).length,
    };
  });
}

describe(`repeated statements are prepared once (${testEngine})`, () => {
  it('prepares a read run again and again once, and on PostgreSQL never names a write', async () => {
    const prepared = await preparedWhile(async (db) => {
      for (let i = 0; i < 3; i++) {
        await readCurrency(db);
        await writeSetting(db);
      }
    });
    expect(prepared.reads).toBe(1);
    // SQLite caches every statement it prepared (the write too, once); PostgreSQL names reads only.
    expect(prepared.writes).toBe(testEngine === 'sqlite' ? 1 : 0);
  });

  it('still answers when a table changes shape under a cached statement', async () => {
    await sql`create table shape_check (id integer primary key)`.execute(t.db);
    await sql`insert into shape_check (id) values (1)`.execute(t.db);
    const read = () =>
      t.db
        .selectFrom('shape_check' as never)
        .selectAll()
        .execute();
    for (let i = 0; i < 3; i++) expect(await read()).toEqual([{ id: 1 }]);
    await sql`alter table shape_check add column note text`.execute(t.db);
    // PostgreSQL refuses a cached plan whose columns changed, and the read runs unnamed instead.
    expect(await read()).toEqual([{ id: 1, note: null }]);
    expect(await read()).toEqual([{ id: 1, note: null }]);
  });
});

describe('describePostgres', () => {
  it('names the host and database, never the password', () => {
    expect(describePostgres('postgres://gallery:s3cret@db.internal:5432/shop')).toBe('postgres db.internal:5432/shop');
  });

  it('names the socket directory when the URL connects through one', () => {
    expect(describePostgres('postgres://postgres@localhost/gallery?host=/var/run/postgresql')).toBe(
      'postgres /var/run/postgresql/gallery',
    );
    expect(describePostgres('postgres://postgres@%2Fvar%2Frun%2Fpostgresql/gallery')).toBe(
      'postgres /var/run/postgresql/gallery',
    );
    // node-postgres takes a host parameter over the URL's host, a name as well as a directory.
    expect(describePostgres('postgresql://u:p@127.0.0.1:5432/gallery?host=db.internal')).toBe(
      'postgres db.internal:5432/gallery',
    );
  });
});

describe('SQLite queries in turn', () => {
  let sqlite: ReturnType<typeof createDb>;
  beforeAll(() => {
    sqlite = createDb({ databaseUrl: 'sqlite::memory:', dataDir: '' });
  });
  afterAll(() => sqlite.db.destroy());

  const quick = () => sql<{ one: number }>`select 1 as one`.execute(sqlite.db);
  // Some tens of milliseconds of SQLite's own work, far past a turn's budget.
  const slow = () =>
    sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 400000) select count(*) from n`.execute(
      sqlite.db,
    );
  /**
   * Resolves with whether the event loop went round before `work` finished: a timer due at once fires
   * at the start of the loop's next turn, before the connections and requests waiting are read.
   */
  const loopTurnedBefore = async (work: Promise<unknown>) => {
    let turned = false;
    setTimeout(() => (turned = true), 0);
    await work;
    return turned;
  };

  it('lends the connection at once when nobody waits: no wait on an idle gallery', async () => {
    expect(await loopTurnedBefore(quick())).toBe(false);
  });

  it('lets the loop go round, taking new connections and requests, once a turn has spent its budget', async () => {
    // As a request does: read in the loop's poll phase (an I/O callback), in a turn already begun.
    await new Promise((resolve) => fs.stat('.', resolve));
    await quick();
    const first = slow();
    expect(await loopTurnedBefore(Promise.all([first, quick()]))).toBe(true);
  });

  it('answers the queries in the order they asked, across turns', async () => {
    const order: string[] = [];
    const asked = ['a', 'b', 'c', 'd'].map((name, i) => (i % 2 === 0 ? slow() : quick()).then(() => order.push(name)));
    await Promise.all(asked);
    expect(order).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps a transaction on the connection until it ends, the others waiting their turn', async () => {
    const order: string[] = [];
    const inTransaction = sqlite.db.transaction().execute(async (tx) => {
      await sql`select 1`.execute(tx);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await sql`select 2`.execute(tx);
      order.push('transaction');
    });
    const after = quick().then(() => order.push('after'));
    await Promise.all([inTransaction, after]);
    expect(order).toEqual(['transaction', 'after']);
  });
});
