import { beforeAll, describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';
import {
  createArtist,
  createArtwork,
  expectRefusal,
  oversizedJson,
  postJson,
  postRaw,
} from '#tests/factories/index.ts';
import { artistDetailAnswer, artistListAnswer } from '#shared/api/gallery.ts';

const t = routeTest();

beforeAll(async () => {
  const noor = await createArtist(t.ctx, {
    first_name: 'Noor',
    last_name: 'Al Harthy',
    artist_slug: 'noor-al-harthy',
    location: 'Nizwa, Oman',
    description: '<p>Paints the old souq.</p>',
    position: 1,
  });
  await createArtist(t.ctx, {
    first_name: 'Badr',
    last_name: 'Zadjali',
    artist_slug: 'badr-zadjali',
    position: 2,
    withImage: false,
    location: null,
  });
  await createArtist(t.ctx, { first_name: 'Aisha', last_name: 'Kindi', artist_slug: 'aisha-kindi', position: 0 });
  await createArtwork(t.ctx, {
    artist: noor,
    name: 'Souq Morning',
    created_at: '2025-01-01T00:00:00.000Z',
    discount: 10,
  });
  await createArtwork(t.ctx, { artist: noor, name: 'Souq Evening', created_at: '2025-02-01T00:00:00.000Z' });
  await createArtwork(t.ctx, { artist: noor, name: 'Souq Sketch', status: 'draft' });
});

describe('POST /artist_list', () => {
  it("lists artists in the gallery's order with their published artwork counts", async () => {
    for (const body of [undefined, {}]) {
      const res = await postJson(t.app, '/admin/api/artist_list', body);
      expect(res.statusCode).toBe(200);
      const { result } = artistListAnswer.parse(res.json());
      expect(result.map((a) => [a.artist_slug, a.total_product])).toEqual([
        ['aisha-kindi', 0],
        ['noor-al-harthy', 2],
        ['badr-zadjali', 0],
      ]);
      expect(result[1]).toMatchObject({ first_name: 'Noor', last_name: 'Al Harthy', location: 'Nizwa, Oman' });
      expect(result[1]!.profile_image).toMatch(/^\/media\/.+\.webp$/);
      expect(result[2]).toMatchObject({ profile_image: '', profile_image_set: null, location: null });
    }
  });

  it('refuses broken bodies', async () => {
    expectRefusal(await postRaw(t.app, '/admin/api/artist_list', '{'), 400);
    expectRefusal(await postJson(t.app, '/admin/api/artist_list', [1]), 400, 'body');
    expectRefusal(await postRaw(t.app, '/admin/api/artist_list', oversizedJson()), 413);
  });
});

describe('POST /artist_details/:slug', () => {
  it('answers the artist with published artworks, newest first', async () => {
    const res = await postJson(t.app, '/admin/api/artist_details/noor-al-harthy');
    expect(res.statusCode).toBe(200);
    const { result } = artistDetailAnswer.parse(res.json());
    expect(result).toMatchObject({
      artist_slug: 'noor-al-harthy',
      description: '<p>Paints the old souq.</p>',
      total_product: 2,
    });
    expect(result.products.map((p) => [p.product_name, p.product_price])).toEqual([
      ['Souq Evening', 120_000],
      ['Souq Morning', 108_000],
    ]);
    expect(result.products[0]!.artist).toEqual({ artist_slug: 'noor-al-harthy', full_name: 'Noor Al Harthy' });
  });

  it('answers an artist without works with an empty list', async () => {
    const res = await postJson(t.app, '/admin/api/artist_details/badr-zadjali', {});
    expect(artistDetailAnswer.parse(res.json()).result).toMatchObject({ total_product: 0, products: [] });
  });

  it('answers 404 for an unknown artist and 400 for a malformed slug or body', async () => {
    expect(expectRefusal(await postJson(t.app, '/admin/api/artist_details/nobody'), 404).message).toBe(
      'Artist not found',
    );
    expectRefusal(await postJson(t.app, '/admin/api/artist_details/NOT_A_SLUG'), 400, 'slug');
    expectRefusal(await postRaw(t.app, '/admin/api/artist_details/noor-al-harthy', 'nope'), 400);
  });
});
