import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { insertArtwork } from '#tests/factories/commerce.ts';
import { up } from './0010_artwork_feature_image_stored.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => testDb?.close());

async function image(key: string): Promise<number> {
  const row = await testDb.db
    .insertInto('media')
    .values({ storage_key: key, kind: 'image', mime: 'image/webp', bytes: 1, width: 8, height: 6, variants: '[8]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('0010: artworks saved without a feature image', () => {
  it('get their first image as it, and works with a feature image or no image keep theirs', async () => {
    const [first, second, chosen] = [await image('first'), await image('second'), await image('chosen')];
    const without = await insertArtwork(testDb.db);
    const withChosen = await insertArtwork(testDb.db, { feature_image_id: chosen });
    const bare = await insertArtwork(testDb.db);
    await testDb.db
      .insertInto('artwork_image')
      .values([
        { artwork_id: without.id, media_id: second, position: 1 },
        { artwork_id: without.id, media_id: first, position: 0 },
        { artwork_id: withChosen.id, media_id: first, position: 0 },
        { artwork_id: withChosen.id, media_id: chosen, position: 1 },
      ])
      .execute();

    await up(testDb.db as unknown as Kysely<unknown>);

    const features = new Map(
      (await testDb.db.selectFrom('artwork').select(['id', 'feature_image_id']).execute()).map((r) => [
        r.id,
        r.feature_image_id,
      ]),
    );
    expect(features.get(without.id)).toBe(first);
    expect(features.get(withChosen.id)).toBe(chosen);
    expect(features.get(bare.id)).toBeNull();
  });
});
