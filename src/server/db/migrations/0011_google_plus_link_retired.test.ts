import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { up } from './0011_google_plus_link_retired.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => testDb?.close());

const stored = async (key: string) =>
  (await testDb.db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst())?.value;

describe('0011: a Google+ address in the settings', () => {
  it('is emptied; a Google Business Profile or map link and the other links are kept', async () => {
    const plus = JSON.stringify('https://plus.google.com/+BaitAlFannGallery');
    const facebook = JSON.stringify('https://www.facebook.com/baitalfanngallery');
    await testDb.db
      .insertInto('setting')
      .values([
        { key: 'google_plus', value: plus },
        { key: 'facebook', value: facebook },
      ])
      .execute();
    await up(testDb.db as unknown as Kysely<unknown>);
    expect(await stored('google_plus')).toBe('""');
    expect(await stored('facebook')).toBe(facebook);

    const business = JSON.stringify('https://g.page/baitalfann');
    await testDb.db.updateTable('setting').set({ value: business }).where('key', '=', 'google_plus').execute();
    await up(testDb.db as unknown as Kysely<unknown>);
    expect(await stored('google_plus')).toBe(business);
  });
});
