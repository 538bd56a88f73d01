import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';
import { testEngine } from '#tests/setup/test-app.ts';
import gallery from '#server/app.ts';
import { CatalogueWrites } from '#server/db/catalogue-writes.ts';
import {
  createArtist,
  createArtwork,
  createExhibition,
  createPage,
  expectRefusal,
  oversizedJson,
  postJson,
  postRaw,
} from '#tests/factories/index.ts';
import { productDetailAnswer, productFilterAnswer, productSearchAnswer } from '#shared/api/catalog.ts';
import { imageSrc, imageSrcset } from '#shared/media.ts';
import type { Artist, Artwork, Exhibition } from '#server/db/schema.ts';
import type { KyselyPlugin } from 'kysely';
import { searchProducts } from './catalog.service.ts';

const t = routeTest();
let layla: Artist;
let omar: Artist;
let dunes: Artwork;
let sea: Artwork;
let road: Artwork;
let draft: Artwork;
let night: Artwork;
let show: Exhibition;

beforeAll(async () => {
  layla = await createArtist(t.ctx, { first_name: 'Layla', last_name: 'Al Said', artist_slug: 'layla-al-said' });
  omar = await createArtist(t.ctx, { first_name: 'Omar', last_name: 'Haddad', artist_slug: 'omar-haddad' });
  dunes = await createArtwork(t.ctx, {
    artist: layla,
    name: 'Blue Dunes',
    product_slug: 'blue-dunes',
    price: 100_000,
    medium: 'Oil on canvas',
    orientation: 'landscape',
    categories: ['Painting'],
    tags: ['Desert'],
    images: 2,
    variations: [
      {
        color: 'white',
        sizes: [
          { name: 'm', stock: 2 },
          { name: 'xl', stock: 0 },
        ],
      },
    ],
    created_at: '2025-01-01T10:00:00.000Z',
  });
  sea = await createArtwork(t.ctx, {
    artist: layla,
    name: 'Sea at Dawn',
    price: 200_000,
    discount: 25,
    medium: 'Watercolour',
    orientation: 'portrait',
    availability: 'sold',
    stock: 0,
    categories: ['Painting'],
    tags: ['Sea'],
    created_at: '2025-02-01T10:00:00.000Z',
  });
  road = await createArtwork(t.ctx, {
    artist: omar,
    name: 'Frankincense Road',
    price: 50_000,
    discount: 10,
    medium: 'Photography',
    orientation: 'square',
    categories: ['Photography'],
    tags: ['Desert', 'Heritage'],
    created_at: '2025-03-01T10:00:00.000Z',
  });
  draft = await createArtwork(t.ctx, {
    artist: omar,
    name: 'Hidden Draft',
    product_slug: 'hidden-draft',
    status: 'draft',
    price: 10_000,
    categories: ['Photography'],
    tags: ['Desert'],
    created_at: '2025-05-01T10:00:00.000Z',
  });
  night = await createArtwork(t.ctx, {
    artist: omar,
    name: 'Qurum Night',
    price: 80_000,
    medium: 'Oil on canvas',
    orientation: 'landscape',
    availability: 'reserved',
    images: 0,
    created_at: '2025-04-01T10:00:00.000Z',
  });
  show = await createExhibition(t.ctx, { title: 'Desert Light', artworks: [road, dunes, draft] });
});

async function search(body?: unknown) {
  const res = await postJson(t.app, '/admin/api/product_search', body);
  expect(res.statusCode, res.body).toBe(200);
  return productSearchAnswer.parse(res.json());
}
const names = (answer: { result: { product_name: string }[] }) => answer.result.map((p) => p.product_name);

describe('POST /product_search', () => {
  it('lists published artworks, newest first, with no body and with {}', async () => {
    for (const body of [undefined, {}]) {
      const answer = await search(body);
      expect(names(answer)).toEqual(['Qurum Night', 'Frankincense Road', 'Sea at Dawn', 'Blue Dunes']);
      expect(answer).toMatchObject({ total: 4, page: 1, per_page: 12, page_count: 1 });
    }
  });

  it('answers full products with prices in baisa after and before discount', async () => {
    const answer = await search({ search: 'blue dunes' });
    const p = answer.result[0]!;
    expect(p).toMatchObject({
      id: dunes.id,
      product_id: dunes.id,
      product_slug: 'blue-dunes',
      product_name: 'Blue Dunes',
      name: 'Blue Dunes',
      price: 100_000,
      product_price: 100_000,
      category: ['Painting'],
      tag: ['Desert'],
      variation: [
        {
          color: 'white',
          size: [
            { name: 'm', stock: 2 },
            { name: 'xl', stock: 0 },
          ],
        },
      ],
      artist: { artist_slug: 'layla-al-said', full_name: 'Layla Al Said' },
      medium: 'Oil on canvas',
      orientation: 'landscape',
      framed: false,
      new: false,
    });
    expect(p.image).toHaveLength(2);
    expect(p.feature_image).toMatch(/^\/media\/.+\.webp$/);
    expect(p.image[0]).toBe(p.feature_image);
    // The browser builds the picture's URLs from its key and widths: the same file as the plain field.
    expect(imageSrc(p.feature_image_set!)).toBe(p.feature_image);
    expect(imageSrcset(p.feature_image_set!)).toMatch(/^\/media\/[A-Za-z0-9_-]+-\d+\.webp \d+w$/);

    const discounted = (await search({ search: 'sea at dawn' })).result[0]!;
    expect(discounted).toMatchObject({ id: sea.id, price: 200_000, discount: 25, product_price: 150_000 });
    const noImage = (await search({ search: 'qurum' })).result[0]!;
    expect(noImage).toMatchObject({ id: night.id, feature_image: '', feature_image_set: null, image: [] });
  });

  it('searches names, artists, mediums and tags case-insensitively', async () => {
    expect(names(await search({ search: 'DUNES' }))).toEqual(['Blue Dunes']);
    expect(names(await search({ search: 'layla' }))).toEqual(['Sea at Dawn', 'Blue Dunes']);
    expect(names(await search({ search: 'al said' }))).toEqual(['Sea at Dawn', 'Blue Dunes']);
    expect(names(await search({ search: 'watercol' }))).toEqual(['Sea at Dawn']);
    expect(names(await search({ search: 'heritage' }))).toEqual(['Frankincense Road']);
    // LIKE wildcards typed by a visitor are plain characters.
    expect((await search({ search: '%' })).total).toBe(0);
    expect((await search({ search: '_' })).total).toBe(0);
  });

  it('filters by artist_slug (the artist page list), as an array or comma list', async () => {
    expect(names(await search({ artist_slug: 'layla-al-said' }))).toEqual(['Sea at Dawn', 'Blue Dunes']);
    expect((await search({ artist_slug: ['layla-al-said', 'omar-haddad'] })).total).toBe(4);
    expect((await search({ artist_slug: 'layla-al-said,omar-haddad' })).total).toBe(4);
    expect((await search({ artist_slug: 'nobody' })).total).toBe(0);
  });

  it('filters by category, tag, medium and orientation', async () => {
    expect(names(await search({ category: 'painting' }))).toEqual(['Sea at Dawn', 'Blue Dunes']);
    expect(names(await search({ category: 'Photography' }))).toEqual(['Frankincense Road']);
    expect(names(await search({ tag: 'desert' }))).toEqual(['Frankincense Road', 'Blue Dunes']);
    expect(names(await search({ medium: 'oil-on-canvas' }))).toEqual(['Qurum Night', 'Blue Dunes']);
    expect(names(await search({ medium: 'Oil on canvas' }))).toEqual(['Qurum Night', 'Blue Dunes']);
    expect(names(await search({ orientation: ['square', 'portrait'] }))).toEqual(['Frankincense Road', 'Sea at Dawn']);
    expect(names(await search({ category: 'painting', tag: 'desert' }))).toEqual(['Blue Dunes']);
    expect((await search({ medium: 'bronze' })).total).toBe(0);
  });

  it('filters by exhibition, leaving out drafts hung there', async () => {
    expect(names(await search({ exhibition_slug: show.exhibition_slug }))).toEqual(['Frankincense Road', 'Blue Dunes']);
    expect((await search({ exhibition_slug: 'no-such-show' })).total).toBe(0);
  });

  it('filters by price after discount and by availability', async () => {
    expect(names(await search({ min_price: 100_000, max_price: 150_000 }))).toEqual(['Sea at Dawn', 'Blue Dunes']);
    expect(names(await search({ max_price: 45_000 }))).toEqual(['Frankincense Road']);
    expect(names(await search({ min_price: '150000' }))).toEqual(['Sea at Dawn']);
    expect(names(await search({ availability: 'sold' }))).toEqual(['Sea at Dawn']);
    expect(names(await search({ availability: 'available' }))).toEqual(['Frankincense Road', 'Blue Dunes']);
    expect(names(await search({ availability: 'reserved' }))).toEqual(['Qurum Night']);
  });

  it('sorts by price after discount and by name', async () => {
    expect(names(await search({ sort: 'price_asc' }))).toEqual([
      'Frankincense Road',
      'Qurum Night',
      'Blue Dunes',
      'Sea at Dawn',
    ]);
    expect(names(await search({ sort: 'price_desc' }))).toEqual([
      'Sea at Dawn',
      'Blue Dunes',
      'Qurum Night',
      'Frankincense Road',
    ]);
    expect(names(await search({ sort: 'name' }))).toEqual([
      'Blue Dunes',
      'Frankincense Road',
      'Qurum Night',
      'Sea at Dawn',
    ]);
  });

  it('pages', async () => {
    const second = await search({ sort: 'name', per_page: 3, page: 2 });
    expect(names(second)).toEqual(['Sea at Dawn']);
    expect(second).toMatchObject({ total: 4, page: 2, per_page: 3, page_count: 2 });
    const beyond = await search({ per_page: 3, page: 9 });
    expect(beyond).toMatchObject({ result: [], total: 4, page: 9, page_count: 2 });
  });

  it('loads a page with a bounded number of queries whatever its size (no N+1)', async () => {
    let queries = 0;
    // Counted as results come back: a read compiled once (compileOnce) is not transformed on each run.
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries++;
        return args.result;
      },
    };
    const counted = t.db.withPlugin(counter);
    const run = async (perPage: number) => {
      queries = 0;
      const answer = await searchProducts(counted, {
        search: 'a',
        availability: 'all',
        sort: 'newest',
        page: 1,
        per_page: perPage,
      });
      return { queries, size: answer.result.length };
    };
    // Relations that turn out empty skip their query, so the count is bounded rather than fixed.
    const one = await run(1);
    const all = await run(100);
    expect(one.size).toBe(1);
    expect(all.size).toBe(4);
    expect(one.queries).toBeLessThanOrEqual(10);
    expect(all.queries).toBeLessThanOrEqual(10);
  });

  it('refuses bad input with 4xx naming the field', async () => {
    const url = '/admin/api/product_search';
    expectRefusal(await postRaw(t.app, url, '{"search": '), 400);
    expectRefusal(await postJson(t.app, url, { per_page: 'many' }), 400, 'per_page');
    expectRefusal(await postJson(t.app, url, { per_page: 1000 }), 400, 'per_page');
    expectRefusal(await postJson(t.app, url, { page: 0 }), 400, 'page');
    expectRefusal(await postJson(t.app, url, { sort: 'random' }), 400, 'sort');
    expectRefusal(await postJson(t.app, url, { search: 42 }), 400, 'search');
    expectRefusal(await postJson(t.app, url, { min_price: 5, max_price: 1 }), 400, 'min_price');
    expectRefusal(await postJson(t.app, url, { exhibition_slug: 'Not A Slug!' }), 400, 'exhibition_slug');
    expectRefusal(await postJson(t.app, url, { colour: 'blue' }), 400);
    expectRefusal(await postJson(t.app, url, [1, 2]), 400);
    expectRefusal(await postRaw(t.app, url, oversizedJson()), 413);
    expectRefusal(await postRaw(t.app, url, 'search=x', 'application/x-www-form-urlencoded'), 415);
  });
});

describe('GET /product_filter', () => {
  it('answers facets with counts over published artworks, cacheable for a minute', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/product_filter' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const { result } = productFilterAnswer.parse(res.json());
    expect(result.artists).toEqual([
      { slug: 'layla-al-said', name: 'Layla Al Said', count: 2 },
      { slug: 'omar-haddad', name: 'Omar Haddad', count: 2 },
    ]);
    expect(result.categories).toEqual([
      { slug: 'painting', name: 'Painting', count: 2 },
      { slug: 'photography', name: 'Photography', count: 1 },
    ]);
    expect(result.tags).toEqual([
      { slug: 'desert', name: 'Desert', count: 2 },
      { slug: 'heritage', name: 'Heritage', count: 1 },
      { slug: 'sea', name: 'Sea', count: 1 },
    ]);
    expect(result.mediums).toEqual([
      { slug: 'oil-on-canvas', name: 'Oil on canvas', count: 2 },
      { slug: 'photography', name: 'Photography', count: 1 },
      { slug: 'watercolour', name: 'Watercolour', count: 1 },
    ]);
    expect(result.orientations).toEqual([
      { slug: 'landscape', name: 'Landscape', count: 2 },
      { slug: 'portrait', name: 'Portrait', count: 1 },
      { slug: 'square', name: 'Square', count: 1 },
    ]);
    expect(result.price).toEqual({ min: 45_000, max: 150_000 });

    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/admin/api/product_filter',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  const counted = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/admin/api/product_filter?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const { result } = productFilterAnswer.parse(res.json());
    const of = (facets: { slug: string; count: number }[]) => Object.fromEntries(facets.map((f) => [f.slug, f.count]));
    return {
      artists: of(result.artists),
      categories: of(result.categories),
      tags: of(result.tags),
      mediums: of(result.mediums),
      orientations: of(result.orientations),
    };
  };

  it('given the list’s filters, counts what each choice would find, keeping every choice listed', async () => {
    // Painting chosen: the other groups count paintings only; painting's own group still offers photography.
    expect(await counted('category=painting')).toEqual({
      artists: { 'layla-al-said': 2, 'omar-haddad': 0 },
      categories: { painting: 2, photography: 1 },
      tags: { desert: 1, heritage: 0, sea: 1 },
      mediums: { 'oil-on-canvas': 1, photography: 0, watercolour: 1 },
      orientations: { landscape: 1, portrait: 1, square: 0 },
    });
    // Two groups: each counts under the other's choice.
    expect(await counted('category=painting&tag=desert')).toMatchObject({
      artists: { 'layla-al-said': 1, 'omar-haddad': 0 },
      categories: { painting: 1, photography: 1 },
      tags: { desert: 1, heritage: 0, sea: 1 },
    });
    // Works on sale only (the sold and the reserved ones are not counted), with a search too.
    expect(await counted('availability=available&medium=oil-on-canvas')).toMatchObject({
      artists: { 'layla-al-said': 1, 'omar-haddad': 0 },
      mediums: { 'oil-on-canvas': 1, photography: 1, watercolour: 0 },
    });
    expect((await counted('search=road')).artists).toEqual({ 'layla-al-said': 0, 'omar-haddad': 1 });
  });

  it('refuses a facet query it does not understand with 400 naming the field', async () => {
    for (const [query, field] of [
      ['availability=nope', 'availability'],
      ['min_price=-5', 'min_price'],
      ['colour=red', 'colour'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/admin/api/product_filter?${query}` });
      expectRefusal(res, 400, field);
    }
  });
});

describe('POST /product_id/:id', () => {
  const detail = async (id: string | number, body?: unknown) => {
    const res = await postJson(t.app, `/admin/api/product_id/${id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return productDetailAnswer.parse(res.json());
  };

  it('finds an artwork by id or slug, with its exhibitions and related works', async () => {
    const byId = await detail(dunes.id);
    const bySlug = await detail('blue-dunes', {});
    expect(bySlug).toEqual(byId);
    expect(byId.result).toMatchObject({ id: dunes.id, product_name: 'Blue Dunes', product_price: 100_000 });
    expect(byId.result.exhibitions).toEqual([
      { exhibition_slug: show.exhibition_slug, exhibition_title: 'Desert Light' },
    ]);
    // Same artist first, then the same category; never itself.
    expect(byId.result.related.map((r) => r.product_name)).toEqual(['Sea at Dawn']);
    const roadDetail = await detail(road.id);
    expect(roadDetail.result.related.map((r) => r.product_name)).toEqual(['Qurum Night']);
    expect(roadDetail.result.related[0]).toMatchObject({ artist: { artist_slug: 'omar-haddad' }, feature_image: '' });
  });

  it("introduces the work's artist: portrait, location and the start of the description as plain text", async () => {
    const { result } = await detail(dunes.id);
    expect(result.artist_profile).toMatchObject({
      artist_slug: 'layla-al-said',
      full_name: 'Layla Al Said',
      location: 'Muscat, Oman',
      about: 'Layla Al Said paints the light of the Omani coast.',
    });
    expect(result.artist_profile?.profile_image).toMatch(/^\/media\//);
    expect(imageSrc(result.artist_profile!.profile_image_set!)).toBe(result.artist_profile?.profile_image);
    const long = await createArtist(t.ctx, {
      first_name: 'Long',
      last_name: 'Story',
      location: null,
      withImage: false,
      description: `<p>${'Waves &amp; stone. '.repeat(40)}</p>`,
    });
    const work = await createArtwork(t.ctx, { artist: long, name: 'Long Tide' });
    const profile = (await detail(work.id)).result.artist_profile!;
    expect(profile).toMatchObject({
      full_name: 'Long Story',
      location: null,
      profile_image: '',
      profile_image_set: null,
    });
    expect(profile.about.length).toBeLessThanOrEqual(280);
    expect(profile.about).toMatch(/^Waves & stone\. .*…$/);
    await t.db.deleteFrom('artwork').where('id', '=', work.id).execute();
  });

  it('fills related works from the same category when the artist has no other work', async () => {
    const loner = await createArtist(t.ctx, { first_name: 'Solo', last_name: 'Painter' });
    const only = await createArtwork(t.ctx, { artist: loner, name: 'Only Child', categories: ['Painting'] });
    const answer = await detail(only.product_slug);
    expect(answer.result.related.map((r) => r.product_name).sort()).toEqual(['Blue Dunes', 'Sea at Dawn']);
    await t.db.deleteFrom('artwork').where('id', '=', only.id).execute();
  });

  it('answers the shipping page text, or an empty string while it is missing', async () => {
    expect((await detail(dunes.id)).shipping).toEqual({ page_description: '' });
    await createPage(t.ctx, { slug: 'shipping', page_name: 'Shipping', page_description: '<p>Free over 200 OMR.</p>' });
    expect((await detail(dunes.id)).shipping).toEqual({ page_description: '<p>Free over 200 OMR.</p>' });
  });

  it('lists the exhibitions a work hangs in, newest first', async () => {
    const harbour = await createArtwork(t.ctx, { artist: omar, name: 'Harbour Lights', images: 0 });
    const older = await createExhibition(t.ctx, {
      title: 'Old Harbour',
      start_date: '2024-01-10',
      artworks: [harbour],
    });
    const newer = await createExhibition(t.ctx, {
      title: 'New Harbour',
      start_date: '2026-02-01',
      artworks: [harbour],
    });
    expect((await detail(harbour.id)).result.exhibitions).toEqual([
      { exhibition_slug: newer.exhibition_slug, exhibition_title: 'New Harbour' },
      { exhibition_slug: older.exhibition_slug, exhibition_title: 'Old Harbour' },
    ]);
  });

  it('reads a cold artwork in 3 queries on either engine (4 with translations)', async () => {
    // A second app on the same database, whose every statement is counted; its answer cache is empty.
    let queries = 0;
    // Counted as results come back: a read compiled once (compileOnce) is not transformed on each run.
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries++;
        return args.result;
      },
    };
    const counted = Fastify({ logger: false });
    await counted.register(gallery, {
      env: t.env,
      dbHandle: {
        db: t.db.withPlugin(counter),
        engine: testEngine,
        describe: 'counted',
        catalogueWrites: new CatalogueWrites(),
      },
      serveWeb: false,
    });
    await counted.ready();
    try {
      const read = async (id: string | number, language: string) => {
        queries = 0;
        const res = await counted.inject({
          method: 'POST',
          url: `/admin/api/product_id/${id}`,
          headers: { 'accept-language': language },
        });
        expect(res.statusCode, res.body).toBe(200);
        return { queries, body: res.body };
      };
      // The work with its lists, related works, exhibitions and the shipping page; then its artists; then every picture.
      const byId = await read(dunes.id, 'en');
      expect(byId.queries).toBe(3);
      expect(byId.body).toBe((await postJson(t.app, `/admin/api/product_id/${dunes.id}`)).body);
      expect((await read('blue-dunes', 'en')).queries).toBe(3);
      // Related works drawn from the category (the artist has too few) cost no extra query.
      expect((await read(road.id, 'en')).queries).toBe(3);
      // Other languages add the one query that reads every translation of the answer.
      expect((await read(sea.id, 'fr')).queries).toBe(4);
    } finally {
      await counted.close();
    }
  });

  it('answers 404 for unknown ids, unknown slugs and drafts', async () => {
    for (const id of ['999999', 'no-such-art', String(draft.id), 'hidden-draft', '99999999999999999999']) {
      const body = expectRefusal(await postJson(t.app, `/admin/api/product_id/${id}`), 404);
      expect(body.message).toBe('Artwork not found');
    }
  });

  it('refuses broken bodies', async () => {
    expectRefusal(await postRaw(t.app, `/admin/api/product_id/${dunes.id}`, '{oops'), 400);
    expectRefusal(await postJson(t.app, `/admin/api/product_id/${dunes.id}`, 'a string'), 400);
    expectRefusal(await postRaw(t.app, `/admin/api/product_id/${dunes.id}`, oversizedJson()), 413);
  });
});
