import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, createTestDb, type TestApp } from '#tests/setup/test-app.ts';
import { compileOnce, perDatabase, QUERY_PARAMETER } from './compiled-query.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('compileOnce', () => {
  it('runs one compiled query with each value given, the other parameters unchanged', async () => {
    await t.db
      .insertInto('category')
      .values([
        { name: 'Calligraphy', slug: 'calligraphy' },
        { name: 'Ceramics', slug: 'ceramics' },
      ])
      .execute();
    const bySlug = compileOnce(
      t.db
        .selectFrom('category')
        .select(['name', sql<string>`cast(${'unchanged'} as text)`.as('constant')])
        .where('slug', '=', QUERY_PARAMETER),
    );
    const first = await t.db.executeQuery(bySlug('calligraphy'));
    const second = await t.db.executeQuery(bySlug('ceramics'));
    const none = await t.db.executeQuery(bySlug('sculpture'));
    expect(first.rows).toEqual([{ name: 'Calligraphy', constant: 'unchanged' }]);
    expect(second.rows).toEqual([{ name: 'Ceramics', constant: 'unchanged' }]);
    expect(none.rows).toEqual([]);
  });

  it('refuses a query without exactly one open parameter', () => {
    expect(() => compileOnce(t.db.selectFrom('category').select('name').where('slug', '=', 'x'))).toThrow(
      /exactly once/,
    );
    expect(() =>
      compileOnce(
        t.db
          .selectFrom('category')
          .select('name')
          .where('slug', '=', QUERY_PARAMETER)
          .where('name', '=', QUERY_PARAMETER),
      ),
    ).toThrow(/exactly once/);
  });
});

describe('perDatabase', () => {
  it('compiles once for a database and its transactions, and again for another database', async () => {
    const compiled: unknown[] = [];
    const byName = perDatabase((db) => {
      compiled.push(db);
      return compileOnce(db.selectFrom('category').select('slug').where('name', '=', QUERY_PARAMETER));
    });
    await t.db.insertInto('category').values({ name: 'Textiles', slug: 'textiles' }).execute();

    const outside = await t.db.executeQuery(byName(t.db)('Textiles'));
    const inside = await t.db.transaction().execute(async (tx) => (await tx.executeQuery(byName(tx)('Textiles'))).rows);
    expect(outside.rows).toEqual([{ slug: 'textiles' }]);
    expect(inside).toEqual([{ slug: 'textiles' }]);
    expect(compiled).toHaveLength(1);

    // Plugins act at compile time: a database with another plugin compiles for itself, and its
    // transactions use that.
    const seen: string[] = [];
    const watching = t.db.withPlugin({
      transformQuery: (args) => {
        seen.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    expect((await watching.executeQuery(byName(watching)('Textiles'))).rows).toEqual([{ slug: 'textiles' }]);
    await watching.transaction().execute(async (tx) => tx.executeQuery(byName(tx)('Textiles')));
    expect(compiled).toHaveLength(2);
    expect(seen).toContain('SelectQueryNode');

    const other = await createTestDb();
    try {
      expect((await other.db.executeQuery(byName(other.db)('Textiles'))).rows).toEqual([]);
      expect(compiled).toHaveLength(3);
    } finally {
      await other.close();
    }
  });
});
