import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testEngine, type TestDb } from '#tests/setup/test-app.ts';
import { migrateToLatest, withSchemaChangesInTurn } from './migrate.ts';

describe(`migrations (${testEngine})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t.close());

  it('apply nothing on a database already at the latest', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('wait on PostgreSQL for a schema change elsewhere in the database to end (SQLite has one writer and no wait)', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const isHolding = new Promise<void>((resolve) => (holding = resolve));
    const elsewhere = withSchemaChangesInTurn(t.db, async () => {
      holding();
      await held;
      order.push('the other schema changed');
    });
    await isHolding;
    const here = withSchemaChangesInTurn(t.db, async () => {
      order.push('listed here');
      return (await sql<{ one: number }>`select 1 as one`.execute(t.db)).rows[0]!.one;
    });
    // On PostgreSQL the second waits on the database's lock, not on this process: nothing has run yet.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual(testEngine === 'postgres' ? [] : ['listed here']);
    release();
    expect(await here).toBe(1);
    await elsewhere;
    expect(order).toEqual(
      testEngine === 'postgres'
        ? ['the other schema changed', 'listed here']
        : ['listed here', 'the other schema changed'],
    );
  });
});
