import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { compileOnce, OPEN_VALUE } from './compiled-read.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('compileOnce', () => {
  it('runs one compiled read with each value given, keeping the other parameters', async () => {
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
        .select(['name', sql<string>`cast(${'kept'} as text)`.as('constant')])
        .where('slug', '=', OPEN_VALUE),
    );
    const first = await t.db.executeQuery(bySlug('calligraphy'));
    const second = await t.db.executeQuery(bySlug('ceramics'));
    const none = await t.db.executeQuery(bySlug('sculpture'));
    expect(first.rows).toEqual([{ name: 'Calligraphy', constant: 'kept' }]);
    expect(second.rows).toEqual([{ name: 'Ceramics', constant: 'kept' }]);
    expect(none.rows).toEqual([]);
  });

  it('refuses a query without exactly one open value', () => {
    expect(() => compileOnce(t.db.selectFrom('category').select('name').where('slug', '=', 'x'))).toThrow(/exactly once/);
    expect(() =>
      compileOnce(t.db.selectFrom('category').select('name').where('slug', '=', OPEN_VALUE).where('name', '=', OPEN_VALUE)),
    ).toThrow(/exactly once/);
  });
});
