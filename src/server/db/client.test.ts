import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testEngine, type TestDb } from '#tests/setup/test-app.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

/** The statements this connection holds prepared, as node-postgres named them. */
const preparedOn = async (db: TestDb['db']) =>
  (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db)).rows;

describe.runIf(testEngine === 'postgres')('PostgreSQL: repeated reads are prepared once per connection', () => {
  it('names a read the second time it runs, and never a write', async () => {
    await t.db.transaction().execute(async (tx) => {
      const read = () => tx.selectFrom('currency').select(['code', 'rate']).where('code', '=', 'OMR').execute();
      const write = () => tx.updateTable('setting').set({ value: '1' }).where('key', '=', 'no-such-setting').execute();
      for (let i = 0; i < 3; i++) {
        await read();
        await write();
      }
      const prepared = await preparedOn(tx);
      expect(prepared.some((p) => p.name.startsWith('gallery_read_') && /from "currency"/.test(p.statement))).toBe(
        true,
      );
      expect(prepared.some((p) => /^update /i.test(p.statement))).toBe(false);
    });
  });

  it('still answers when a table changes shape under a kept plan', async () => {
    await sql`create table shape_check (id integer primary key)`.execute(t.db);
    await sql`insert into shape_check (id) values (1)`.execute(t.db);
    const read = () =>
      t.db
        .selectFrom('shape_check' as never)
        .selectAll()
        .execute();
    for (let i = 0; i < 3; i++) expect(await read()).toEqual([{ id: 1 }]);
    await sql`alter table shape_check add column note text`.execute(t.db);
    // PostgreSQL refuses a kept plan whose columns changed; the read runs unnamed instead.
    expect(await read()).toEqual([{ id: 1, note: null }]);
    expect(await read()).toEqual([{ id: 1, note: null }]);
  });
});
