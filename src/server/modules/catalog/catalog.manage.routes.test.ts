import { beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import {
  createArtist,
  createArtwork,
  createDocument,
  createExhibition,
  createImage,
  expectRefusal,
  postJson,
} from '#tests/factories/index.ts';
import { auditEntries, expectStaffOnly, lastAudit } from '#tests/factories/staff.ts';
import { artworkAnswer, artworkListAnswer, type ManagedArtwork } from '#shared/api/manage.ts';
import { productDetailAnswer, productSearchAnswer } from '#shared/api/catalog.ts';
import type { Artist, Exhibition, Media } from '#server/db/schema.ts';
import { listArtworksForStaff } from './catalog.manage.service.ts';
import { placeOrder } from '#tests/factories/commerce.ts';

const t = manageRouteTest();
const { call } = t;
let layla: Artist;
let omar: Artist;
let images: Media[];
let pdf: Media;
let show: Exhibition;
let fair: Exhibition;

beforeAll(async () => {
  layla = await createArtist(t.ctx, {
    first_name: 'Layla',
    last_name: 'Al Said',
    artist_slug: 'layla-al-said',
    withImage: false,
  });
  omar = await createArtist(t.ctx, {
    first_name: 'Omar',
    last_name: 'Haddad',
    artist_slug: 'omar-haddad',
    withImage: false,
  });
  images = [
    await createImage(t.ctx, { alt: 'front' }),
    await createImage(t.ctx, { alt: 'detail' }),
    await createImage(t.ctx, { alt: 'wall' }),
  ];
  pdf = await createDocument(t.ctx);
  show = await createExhibition(t.ctx, { title: 'Light of the Coast', withImage: false });
  fair = await createExhibition(t.ctx, { title: 'Muscat Art Fair', withImage: false });
});

async function created(body: Record<string, unknown>): Promise<ManagedArtwork> {
  const res = await call('POST', '/artworks', body);
  expect(res.statusCode, res.body).toBe(201);
  return artworkAnswer.parse(res.json()).result;
}

const artworkCount = async () => (await t.db.selectFrom('artwork').select('id').execute()).length;

describe('back-office artworks: access', () => {
  it('answers 401 on every artwork endpoint without a staff session or with a customer session', async () => {
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: '/artworks' },
      { method: 'GET', path: '/artworks/1' },
      { method: 'POST', path: '/artworks', body: { name: 'X', price: 1 } },
      { method: 'PUT', path: '/artworks/1', body: { price: 1 } },
      { method: 'PATCH', path: '/artworks/1/status', body: { status: 'draft' } },
      { method: 'DELETE', path: '/artworks/1' },
    ]);
    expect(await artworkCount()).toBe(0);
  });
});

describe('creating artworks', () => {
  it('creates a draft with defaults, a slug made from the name and an audit entry', async () => {
    const artwork = await created({ name: 'Blue Dunes at Dusk', price: 120_000 });
    expect(artwork).toMatchObject({
      name: 'Blue Dunes at Dusk',
      product_slug: 'blue-dunes-at-dusk',
      storefront_url: '/arts/blue-dunes-at-dusk',
      price: 120_000,
      product_price: 120_000,
      status: 'draft',
      stock: 1,
      edition_type: 'unique',
      availability: 'available',
      images: [],
      variations: [],
      categories: [],
      exhibitions: [],
    });
    expect(await lastAudit(t.db)).toMatchObject({
      staff_id: t.editor.id,
      action: 'artwork.create',
      entity: 'artwork',
      entity_id: String(artwork.id),
    });
    // A draft is not on the storefront.
    expect((await postJson(t.app, `/admin/api/product_id/${artwork.id}`)).statusCode).toBe(404);
  });

  it('adds a suffix when the name gives a slug that is taken, and makes one for names without latin letters', async () => {
    const a = await created({ name: 'Frankincense Road', price: 1 });
    const b = await created({ name: 'Frankincense  road!', price: 1 });
    const c = await created({ name: 'Frankincense Road', price: 1, product_slug: '' });
    expect([a.product_slug, b.product_slug, c.product_slug]).toEqual([
      'frankincense-road',
      'frankincense-road-2',
      'frankincense-road-3',
    ]);
    const arabic = await created({ name: 'ليلة في مسقط', price: 1 });
    expect(arabic.product_slug).toMatch(/^artwork-[0-9a-f]{8}$/);
  });

  it('refuses a slug typed by staff that another artwork has (409), creating nothing', async () => {
    const before = await artworkCount();
    const res = await call('POST', '/artworks', { name: 'Other', price: 1, product_slug: 'frankincense-road' });
    expectRefusal(res, 409, 'product_slug');
    expect(await artworkCount()).toBe(before);
  });

  it('saves every field of an artwork, lists included, and answers them all', async () => {
    const artwork = await created({
      name: 'Sea at Dawn',
      product_slug: 'sea-at-dawn',
      artist_id: layla.id,
      sku: 'BAF-001',
      price: 250_000,
      discount: 10,
      stock: 3,
      short_description: 'Morning light on the Sea of Oman.',
      full_description: '<p>Painted <strong>en plein air</strong>.</p>',
      rating: 5,
      medium: 'Oil on linen',
      support: 'Linen',
      width_cm: 80.5,
      height_cm: 60,
      depth_cm: 3,
      orientation: 'landscape',
      year: 2024,
      edition_type: 'limited',
      edition_size: 20,
      edition_number: 4,
      framed: true,
      availability: 'reserved',
      affiliate_link: 'https://partner.example.com/sea',
      is_new: true,
      status: 'published',
      images: [images[1]!.id, images[0]!.id],
      feature_image_id: images[0]!.id,
      variations: [
        {
          color: 'white',
          sizes: [
            { name: 'm', stock: 2 },
            { name: 'xl', stock: 0 },
          ],
        },
        { color: 'black', sizes: [{ name: 'm', stock: 1 }] },
      ],
      categories: ['Painting', 'Seascape'],
      tags: ['Sea', 'Morning'],
      exhibition_ids: [show.id],
    });
    expect(artwork).toMatchObject({
      product_slug: 'sea-at-dawn',
      artist_id: layla.id,
      artist: { id: layla.id, artist_slug: 'layla-al-said', full_name: 'Layla Al Said' },
      sku: 'BAF-001',
      price: 250_000,
      product_price: 225_000,
      discount: 10,
      stock: 3,
      rating: 5,
      medium: 'Oil on linen',
      support: 'Linen',
      width_cm: 80.5,
      height_cm: 60,
      depth_cm: 3,
      orientation: 'landscape',
      year: 2024,
      edition_type: 'limited',
      edition_size: 20,
      edition_number: 4,
      framed: true,
      availability: 'reserved',
      affiliate_link: 'https://partner.example.com/sea',
      is_new: true,
      sale_count: 0,
      status: 'published',
      feature_image_id: images[0]!.id,
      variations: [
        {
          color: 'white',
          sizes: [
            { name: 'm', stock: 2 },
            { name: 'xl', stock: 0 },
          ],
        },
        { color: 'black', sizes: [{ name: 'm', stock: 1 }] },
      ],
      categories: ['Painting', 'Seascape'],
      tags: ['Morning', 'Sea'],
      exhibitions: [{ id: show.id, exhibition_slug: show.exhibition_slug, exhibition_title: 'Light of the Coast' }],
    });
    expect(artwork.images.map((i) => [i.id, i.position])).toEqual([
      [images[1]!.id, 0],
      [images[0]!.id, 1],
    ]);
    expect(artwork.feature_image?.url).toMatch(new RegExp(`^/media/${images[0]!.storage_key}-\\d+\\.webp$`));

    const again = await call('GET', `/artworks/${artwork.id}`);
    expect(again.statusCode).toBe(200);
    expect(artworkAnswer.parse(again.json()).result).toEqual(artwork);

    // The storefront shows it at once, with the exhibition hanging it.
    const detail = productDetailAnswer.parse(
      (await postJson(t.app, `/admin/api/product_id/sea-at-dawn`)).json(),
    ).result;
    expect(detail).toMatchObject({
      product_price: 225_000,
      edition_type: 'limited',
      framed: true,
      category: ['Painting', 'Seascape'],
    });
    expect(detail.image[0]).toContain(images[1]!.storage_key);
    const hang = await postJson(t.app, `/admin/api/exhibitions_details/${show.exhibition_slug}`);
    expect(hang.json().result.products.map((p: { id: number }) => p.id)).toContain(artwork.id);
  });

  it('sanitises the full description: no <script>, no onerror, also on the storefront', async () => {
    const artwork = await created({
      name: 'Scripted',
      price: 10_000,
      status: 'published',
      full_description:
        '<p onclick="steal()">Fine <em>work</em></p><script>alert(document.cookie)</script>' +
        `<img src="/media/${images[0]!.storage_key}-320.webp" onerror="alert(1)"><a href="javascript:alert(1)">x</a>`,
    });
    const expected = `<p>Fine <em>work</em></p><img src="/media/${images[0]!.storage_key}-320.webp" /><a>x</a>`;
    expect(artwork.full_description).toBe(expected);
    const stored = await t.db
      .selectFrom('artwork')
      .select('full_description')
      .where('id', '=', artwork.id)
      .executeTakeFirstOrThrow();
    expect(stored.full_description).toBe(expected);
    const detail = await postJson(t.app, `/admin/api/product_id/${artwork.id}`);
    expect(detail.statusCode).toBe(200);
    const html = productDetailAnswer.parse(detail.json()).result.fullDescription;
    expect(html).toBe(expected);
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it('creates categories and tags by name and reuses existing ones whatever their case', async () => {
    const a = await created({ name: 'Terms A', price: 1, categories: ['Photography'], tags: ['Heritage'] });
    const b = await created({
      name: 'Terms B',
      price: 1,
      categories: ['photography', 'Calligraphy'],
      tags: ['heritage'],
    });
    expect(a.categories).toEqual(['Photography']);
    expect(b.categories).toEqual(['Calligraphy', 'Photography']);
    const photography = await t.db.selectFrom('category').select('id').where('slug', '=', 'photography').execute();
    expect(photography).toHaveLength(1);
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['price below zero', { price: -1 }, 'price'],
    ['price with a fraction', { price: 10.5 }, 'price'],
    ['price as text', { price: '100' }, 'price'],
    ['price above the maximum', { price: 3_000_000_000 }, 'price'],
    ['discount above 100', { discount: 101 }, 'discount'],
    ['negative discount', { discount: -5 }, 'discount'],
    ['negative stock', { stock: -1 }, 'stock'],
    ['rating above 5', { rating: 6 }, 'rating'],
    ['zero width', { width_cm: 0 }, 'width_cm'],
    ['negative height', { height_cm: -3 }, 'height_cm'],
    ['unknown orientation', { orientation: 'round' }, 'orientation'],
    ['unknown edition type', { edition_type: 'numbered' }, 'edition_type'],
    ['limited edition without a size', { edition_type: 'limited', edition_number: 2 }, 'edition_size'],
    ['limited edition without a number', { edition_type: 'limited', edition_size: 10 }, 'edition_number'],
    [
      'edition number above the size',
      { edition_type: 'limited', edition_size: 10, edition_number: 11 },
      'edition_number',
    ],
    ['edition size on a unique work', { edition_type: 'unique', edition_size: 10 }, 'edition_size'],
    ['affiliate link with javascript:', { affiliate_link: 'javascript:alert(1)' }, 'affiliate_link'],
    ['affiliate link with ftp:', { affiliate_link: 'ftp://files.example.com/x' }, 'affiliate_link'],
    ['affiliate link that is not a URL', { affiliate_link: 'partner shop' }, 'affiliate_link'],
    ['unknown status', { status: 'archived' }, 'status'],
    ['unknown availability', { availability: 'gone' }, 'availability'],
    ['a PDF among the images', { images: [0] }, 'images.0'],
    ['an unknown image', { images: [999_999] }, 'images.0'],
    ['the same image twice', { images: [1, 1] }, 'images'],
    ['a feature image that is not among the images', { images: [0], feature_image_id: 2 }, 'feature_image_id'],
    ['an unknown artist', { artist_id: 999_999 }, 'artist_id'],
    ['an unknown exhibition', { exhibition_ids: [999_999] }, 'exhibition_ids.0'],
    [
      'a colour listed twice',
      {
        variations: [
          { color: 'white', sizes: [{ name: 'm', stock: 1 }] },
          { color: 'White', sizes: [{ name: 'm', stock: 1 }] },
        ],
      },
      'variations.1.color',
    ],
    [
      'a size with negative stock',
      { variations: [{ color: 'white', sizes: [{ name: 'm', stock: -1 }] }] },
      'variations.0.sizes.0.stock',
    ],
    ['a colour without sizes', { variations: [{ color: 'white', sizes: [] }] }, 'variations.0.sizes'],
    ['a slug with spaces', { product_slug: 'Blue Dunes' }, 'product_slug'],
    ['an unknown field', { colour: 'blue' }, 'colour'],
  ];

  it.each(cases)('refuses %s with 400 naming the field, creating nothing', async (_label, override, field) => {
    // Index placeholders stand for the media created in beforeAll: 0 = the PDF, 1 and 2 = images.
    const mediaIds = [pdf.id, images[0]!.id, images[1]!.id];
    const resolved = { ...override } as Record<string, unknown>;
    if (Array.isArray(resolved.images))
      resolved.images = (resolved.images as number[]).map((i) => (i < 10 ? mediaIds[i] : i));
    if (typeof resolved.feature_image_id === 'number')
      resolved.feature_image_id = mediaIds[resolved.feature_image_id as number];
    const before = await artworkCount();
    const audits = (await auditEntries(t.db)).length;
    const res = await call('POST', '/artworks', { name: 'Refused', price: 1000, ...resolved });
    const body = expectRefusal(res, 400, field);
    expect(body.message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}`));
    expect(await artworkCount()).toBe(before);
    expect((await auditEntries(t.db)).length).toBe(audits);
  });

  it('refuses a missing name or price, malformed JSON and an id that is not a number', async () => {
    expectRefusal(await call('POST', '/artworks', { price: 1 }), 400, 'name');
    expectRefusal(await call('POST', '/artworks', { name: '   ', price: 1 }), 400, 'name');
    expectRefusal(await call('POST', '/artworks', { name: 'No price' }), 400, 'price');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/admin/api/manage/artworks',
      cookies: t.editor.cookies,
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expectRefusal(broken, 400);
    expectRefusal(await call('GET', '/artworks/abc'), 400, 'id');
    expectRefusal(await call('GET', '/artworks/0'), 400, 'id');
    expectRefusal(await call('GET', '/artworks/99999999999'), 400, 'id');
    expectRefusal(await call('GET', '/artworks/999999'), 404);
  });
});

describe('updating artworks', () => {
  it('changes what it is sent, keeps the rest, and the storefront search shows the new price at once', async () => {
    const artwork = await created({
      name: 'Harbour Lights',
      price: 80_000,
      status: 'published',
      artist_id: omar.id,
      medium: 'Acrylic',
      images: [images[0]!.id],
      categories: ['Painting'],
    });
    const search = async () =>
      productSearchAnswer.parse(
        (await postJson(t.app, '/admin/api/product_search', { search: 'Harbour Lights' })).json(),
      ).result;
    expect((await search())[0]).toMatchObject({ id: artwork.id, price: 80_000, product_price: 80_000 });

    const res = await call('PUT', `/artworks/${artwork.id}`, { price: 95_000, discount: 20 });
    expect(res.statusCode, res.body).toBe(200);
    const updated = artworkAnswer.parse(res.json()).result;
    expect(updated).toMatchObject({
      price: 95_000,
      discount: 20,
      product_price: 76_000,
      medium: 'Acrylic',
      artist_id: omar.id,
      categories: ['Painting'],
    });
    expect(updated.images.map((i) => i.id)).toEqual([images[0]!.id]);
    expect(updated.updated_at >= artwork.updated_at).toBe(true);

    expect((await search())[0]).toMatchObject({ id: artwork.id, price: 95_000, product_price: 76_000 });
    const audit = await lastAudit(t.db);
    expect(audit).toMatchObject({ action: 'artwork.update', entity_id: String(artwork.id), staff_id: t.editor.id });
    expect(audit!.detail).toContain('price');
    expect(audit!.detail).toContain('discount');
  });

  it('replaces the image order, feature image, variations, categories, tags and exhibitions', async () => {
    const artwork = await created({
      name: 'Wadi Shab',
      price: 50_000,
      status: 'published',
      images: [images[0]!.id, images[1]!.id],
      feature_image_id: images[0]!.id,
      variations: [{ color: 'white', sizes: [{ name: 'm', stock: 1 }] }],
      categories: ['Landscape'],
      tags: ['Water'],
      exhibition_ids: [show.id],
    });
    const res = await call('PUT', `/artworks/${artwork.id}`, {
      images: [images[2]!.id, images[1]!.id],
      feature_image_id: images[1]!.id,
      variations: [
        {
          color: 'blue',
          sizes: [
            { name: 'xl', stock: 4 },
            { name: 'm', stock: 0 },
          ],
        },
      ],
      categories: ['Photography', 'New Category'],
      tags: [],
      exhibition_ids: [fair.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = artworkAnswer.parse(res.json()).result;
    expect(updated.images.map((i) => i.id)).toEqual([images[2]!.id, images[1]!.id]);
    expect(updated.feature_image_id).toBe(images[1]!.id);
    expect(updated.variations).toEqual([
      {
        color: 'blue',
        sizes: [
          { name: 'xl', stock: 4 },
          { name: 'm', stock: 0 },
        ],
      },
    ]);
    expect(updated.categories).toEqual(['New Category', 'Photography']);
    expect(updated.tags).toEqual([]);
    expect(updated.exhibitions.map((e) => e.id)).toEqual([fair.id]);

    const product = productDetailAnswer.parse(
      (await postJson(t.app, `/admin/api/product_id/${artwork.id}`)).json(),
    ).result;
    expect(product.image.map((u) => u.split('/')[2]!.split('-')[0])).toEqual([
      images[2]!.storage_key.split('-')[0],
      images[1]!.storage_key.split('-')[0],
    ]);
    expect(product.feature_image).toContain(images[1]!.storage_key);
    expect(product.variation).toEqual([
      {
        color: 'blue',
        size: [
          { name: 'xl', stock: 4 },
          { name: 'm', stock: 0 },
        ],
      },
    ]);
    expect(product.exhibitions.map((e) => e.exhibition_slug)).toEqual([fair.exhibition_slug]);

    // New images without a feature image keep it when still there, else fall back to the first image,
    // stored as the feature image.
    const dropped = artworkAnswer.parse(
      (await call('PUT', `/artworks/${artwork.id}`, { images: [images[0]!.id] })).json(),
    ).result;
    expect(dropped.feature_image_id).toBe(images[0]!.id);
    const none = artworkAnswer.parse((await call('PUT', `/artworks/${artwork.id}`, { images: [] })).json()).result;
    expect(none.feature_image_id).toBeNull();
  });

  it('stores the first image as the feature image when none is chosen, so the cart shows the picture the cards do', async () => {
    const artwork = await created({
      name: 'Khareef Mist',
      price: 95,
      stock: 1,
      status: 'published',
      images: [images[1]!.id, images[0]!.id],
    });
    expect(artwork.feature_image_id).toBe(images[1]!.id);
    const session = `s-feature-${artwork.id}-cart`;
    const added = await postJson(t.app, '/admin/api/cart/add', { session_id: session, product_id: artwork.id });
    expect(added.statusCode, added.body).toBe(200);
    const cart = (await t.app.inject({ method: 'GET', url: `/admin/api/cart/list/${session}` })).json() as {
      result: { feature_image: string }[];
    };
    expect(cart.result[0]!.feature_image).toContain(images[1]!.storage_key);
  });

  it('clears edition details when a limited edition becomes unique, and makes a new slug from "" ', async () => {
    const artwork = await created({
      name: 'Edition Print',
      price: 1,
      edition_type: 'limited',
      edition_size: 50,
      edition_number: 7,
    });
    const unique = artworkAnswer.parse(
      (await call('PUT', `/artworks/${artwork.id}`, { edition_type: 'unique' })).json(),
    ).result;
    expect(unique).toMatchObject({ edition_type: 'unique', edition_size: null, edition_number: null });
    const renamed = artworkAnswer.parse(
      (await call('PUT', `/artworks/${artwork.id}`, { name: 'Renamed Print', product_slug: '' })).json(),
    ).result;
    expect(renamed.product_slug).toBe('renamed-print');
    const typed = await call('PUT', `/artworks/${artwork.id}`, { product_slug: 'sea-at-dawn' });
    expectRefusal(typed, 409, 'product_slug');
  });

  it('refuses bad changes with 400 and changes nothing', async () => {
    const artwork = await created({
      name: 'Steady',
      price: 5_000,
      edition_type: 'limited',
      edition_size: 5,
      edition_number: 2,
    });
    const before = await call('GET', `/artworks/${artwork.id}`);
    const audits = (await auditEntries(t.db)).length;
    expectRefusal(await call('PUT', `/artworks/${artwork.id}`, { price: -5, name: 'Changed' }), 400, 'price');
    expectRefusal(
      await call('PUT', `/artworks/${artwork.id}`, { edition_number: 6, name: 'Changed' }),
      400,
      'edition_number',
    );
    expectRefusal(await call('PUT', `/artworks/${artwork.id}`, { images: [pdf.id], name: 'Changed' }), 400, 'images.0');
    expectRefusal(
      await call('PUT', `/artworks/${artwork.id}`, { affiliate_link: 'javascript:x', name: 'Changed' }),
      400,
      'affiliate_link',
    );
    expectRefusal(await call('PUT', '/artworks/999999', { price: 1 }), 404);
    expect((await call('GET', `/artworks/${artwork.id}`)).json()).toEqual(before.json());
    expect((await auditEntries(t.db)).length).toBe(audits);
  });

  it('refuses (409) a save from a form opened before a sale, so a sold work is not put back on sale', async () => {
    const artwork = await created({ name: 'Last One', price: 40_000, status: 'published', stock: 1 });
    const loaded = artworkAnswer.parse((await call('GET', `/artworks/${artwork.id}`)).json()).result;
    await new Promise((resolve) => setTimeout(resolve, 5));
    // A collector buys it while the form is open.
    await placeOrder(t.app, { lines: [artwork.id] });

    const audits = (await auditEntries(t.db)).length;
    // The form sends every field as it loaded them, the old stock among them, with one change.
    const stale = { sku: 'BAF-LAST', stock: loaded.stock, availability: loaded.availability };
    const res = await call('PUT', `/artworks/${artwork.id}`, { ...stale, updated_at: loaded.updated_at });
    expect(expectRefusal(res, 409).message).toMatch(/was changed by a sale or someone else after you opened it/);
    const now = artworkAnswer.parse((await call('GET', `/artworks/${artwork.id}`)).json()).result;
    expect([now.stock, now.availability, now.sku]).toEqual([0, 'reserved', artwork.sku]);
    expect((await auditEntries(t.db)).length).toBe(audits);

    // Opened again, the same change saves.
    const saved = await call('PUT', `/artworks/${artwork.id}`, { sku: 'BAF-LAST', updated_at: now.updated_at });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(artworkAnswer.parse(saved.json()).result).toMatchObject({
      sku: 'BAF-LAST',
      stock: 0,
      availability: 'reserved',
    });
    // Without the stamp (another client), the save goes through as before.
    expect((await call('PUT', `/artworks/${artwork.id}`, { sku: 'BAF-LAST-2' })).statusCode).toBe(200);
    expectRefusal(await call('PUT', `/artworks/${artwork.id}`, { updated_at: 'x'.repeat(41) }), 400, 'updated_at');
  });

  it('keeps a print’s total stock in the list true to its sizes after sales and a cancellation', async () => {
    const print = await created({
      name: 'Lapis Lattice',
      price: 12_000,
      status: 'published',
      edition_type: 'open',
      stock: 9,
      variations: [
        {
          color: 'White',
          sizes: [
            { name: 'A3', stock: 5 },
            { name: 'A2', stock: 2 },
          ],
        },
        { color: 'Black', sizes: [{ name: 'A3', stock: 2 }] },
      ],
    });
    const listed = async () => {
      const res = await call('GET', `/artworks?search=${encodeURIComponent('Lapis Lattice')}`);
      return artworkListAnswer.parse(res.json()).result.find((a) => a.id === print.id)?.stock;
    };
    expect(await listed()).toBe(9);
    const buy = async (size: string) =>
      (await placeOrder(t.app, { lines: [[print.id, { color: 'White', size }]] })).order_no;
    await buy('A3');
    const second = await buy('A3');
    expect(await listed()).toBe(7);
    expect((await call('POST', `/orders/${second}/cancel`)).statusCode).toBe(200);
    expect(await listed()).toBe(8);
    const edit = artworkAnswer.parse((await call('GET', `/artworks/${print.id}`)).json()).result;
    expect(edit.stock).toBe(8);
  });

  it('publishes and withdraws an artwork; the storefront follows at once', async () => {
    const artwork = await created({ name: 'Quiet Souq', price: 30_000 });
    expect((await postJson(t.app, `/admin/api/product_id/${artwork.id}`)).statusCode).toBe(404);
    const published = await call('PATCH', `/artworks/${artwork.id}/status`, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().result.status).toBe('published');
    expect(await lastAudit(t.db)).toMatchObject({ action: 'artwork.publish', entity_id: String(artwork.id) });
    expect((await postJson(t.app, `/admin/api/product_id/${artwork.id}`)).statusCode).toBe(200);
    await call('PATCH', `/artworks/${artwork.id}/status`, { status: 'draft' });
    expect(await lastAudit(t.db)).toMatchObject({ action: 'artwork.unpublish' });
    expect((await postJson(t.app, `/admin/api/product_id/${artwork.id}`)).statusCode).toBe(404);
    expectRefusal(await call('PATCH', `/artworks/${artwork.id}/status`, { status: 'archived' }), 400, 'status');
    expectRefusal(await call('PATCH', '/artworks/999999/status', { status: 'draft' }), 404);
  });

  it('keeps the storefront filter ETag honest: it changes when staff change the catalogue', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/admin/api/product_filter' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const artwork = await created({ name: 'Facet Mover', price: 7_777_000, status: 'published', medium: 'Bronze' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/admin/api/product_filter',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().result.price.max).toBe(7_777_000);
    await call('DELETE', `/artworks/${artwork.id}`);
  });

  it('shows a change at once in the filters asked with a list’s choices, each a query of its own', async () => {
    // Each query is a new one for the answer cache; the catalogue's facets behind them are kept
    // between requests, and must be forgotten with the change too.
    const mediums = async (minPrice: number) => {
      const res = await t.app.inject({ method: 'GET', url: `/admin/api/product_filter?min_price=${minPrice}` });
      expect(res.statusCode, res.body).toBe(200);
      return Object.fromEntries(
        (res.json().result.mediums as { slug: string; count: number }[]).map((m) => [m.slug, m.count]),
      );
    };
    expect(await mediums(1)).not.toHaveProperty('ink-on-silk');
    const artwork = await created({ name: 'Silk Road', price: 50_000, status: 'published', medium: 'Ink on silk' });
    expect(await mediums(2)).toHaveProperty('ink-on-silk', 1);
    await call('DELETE', `/artworks/${artwork.id}`);
    expect(await mediums(3)).not.toHaveProperty('ink-on-silk');
  });
});

describe('deleting artworks', () => {
  it('deletes an artwork and its links; orders keep the line they copied', async () => {
    const artwork = await created({
      name: 'Sold Once',
      price: 40_000,
      status: 'published',
      images: [images[0]!.id],
      categories: ['Painting'],
      exhibition_ids: [show.id],
      variations: [{ color: 'white', sizes: [{ name: 'm', stock: 1 }] }],
    });
    const order = await t.db
      .insertInto('customer_order')
      .values({
        order_no: 'BAF-TEST-1',
        public_id: 'public-test-1',
        email: 'a@example.om',
        full_name: 'Aisha',
        phone: '+968 9123 4567',
        country: 'OM',
        line1: 'Way 1',
        shipping_zone: 'oman',
        payment_method: 'cod',
        status: 'placed',
        payment_status: 'unpaid',
        fulfilment_status: 'unfulfilled',
        sub_total: 40_000,
        tax: 2_000,
        delivery_charge: 0,
        total: 42_000,
        tax_rate: '5',
        display_currency: 'OMR',
        display_rate: '1',
        idempotency_key: 'idem-test-1',
        request_hash: 'hash',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('order_line')
      .values({
        order_id: order.id,
        artwork_id: artwork.id,
        product_slug: 'sold-once',
        product_name: 'Sold Once',
        quantity: 1,
        unit_price: 40_000,
      })
      .execute();

    const res = await call('DELETE', `/artworks/${artwork.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'The artwork has been deleted.' });
    expect(await lastAudit(t.db)).toMatchObject({ action: 'artwork.delete', entity_id: String(artwork.id) });
    expectRefusal(await call('GET', `/artworks/${artwork.id}`), 404);
    expect((await postJson(t.app, `/admin/api/product_id/${artwork.id}`)).statusCode).toBe(404);
    for (const table of ['artwork_image', 'artwork_category', 'artwork_variation', 'exhibition_artwork'] as const) {
      const rows = await t.db.selectFrom(table).select('artwork_id').where('artwork_id', '=', artwork.id).execute();
      expect(rows, table).toEqual([]);
    }
    const line = await t.db
      .selectFrom('order_line')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ artwork_id: null, product_name: 'Sold Once', unit_price: 40_000 });
    // The image itself stays in the media library.
    expect(
      await t.db.selectFrom('media').select('id').where('id', '=', images[0]!.id).executeTakeFirst(),
    ).toBeDefined();
    expectRefusal(await call('DELETE', `/artworks/${artwork.id}`), 404);
  });
});

describe('listing artworks', () => {
  const list = manageRouteTest({ signIn: ['owner'] });

  beforeAll(async () => {
    const nour = await createArtist(list.ctx, { first_name: 'Nour', last_name: 'Al Zadjali', withImage: false });
    const salim = await createArtist(list.ctx, { first_name: 'Salim', last_name: 'Rashid', withImage: false });
    await createArtwork(list.ctx, {
      artist: nour,
      name: 'Amber Evening',
      product_slug: 'amber-evening',
      price: 300,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-03-01T00:00:00.000Z',
    });
    await createArtwork(list.ctx, {
      artist: nour,
      name: 'blue hour',
      product_slug: 'blue-hour',
      price: 100,
      status: 'draft',
      created_at: '2025-01-02T00:00:00.000Z',
      updated_at: '2025-01-02T00:00:00.000Z',
    });
    await createArtwork(list.ctx, {
      artist: salim,
      name: 'Citadel',
      product_slug: 'nizwa-fort',
      price: 200,
      availability: 'sold',
      stock: 0,
      created_at: '2025-01-03T00:00:00.000Z',
      updated_at: '2025-02-01T00:00:00.000Z',
    });
    await createArtwork(list.ctx, {
      artist: null,
      name: 'Dhow',
      product_slug: 'dhow',
      price: 400,
      images: 0,
      availability: 'reserved',
      created_at: '2025-01-04T00:00:00.000Z',
      updated_at: '2025-01-04T00:00:00.000Z',
    });
  });

  const listing = async (query: string) => {
    const res = await list.call('GET', `/artworks${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return artworkListAnswer.parse(res.json());
  };
  const names = (answer: { result: { name: string }[] }) => answer.result.map((a) => a.name);

  it('lists every artwork, drafts too, most recently updated first, with counts and thumbnails', async () => {
    const answer = await listing('');
    expect(names(answer)).toEqual(['Amber Evening', 'Citadel', 'Dhow', 'blue hour']);
    expect(answer).toMatchObject({ page: 1, per_page: 50, total: 4, counts: { all: 4, published: 3, draft: 1 } });
    expect(answer.result[0]).toMatchObject({
      artist: { full_name: 'Nour Al Zadjali' },
      status: 'published',
      price: 300,
    });
    expect(answer.result[0]!.thumbnail).toMatch(/^\/media\/.+-\d+\.webp$/);
    expect(answer.result.find((a) => a.name === 'Dhow')).toMatchObject({ artist: null, thumbnail: '' });
  });

  it('searches by name, slug and artist name, and filters by status, availability and artist', async () => {
    expect(names(await listing('?search=BLUE'))).toEqual(['blue hour']);
    expect(names(await listing('?search=nizwa'))).toEqual(['Citadel']);
    expect(names(await listing('?search=zadjali&sort=name&order=asc'))).toEqual(['Amber Evening', 'blue hour']);
    expect(names(await listing('?search=100%25'))).toEqual([]);
    expect(names(await listing('?status=draft'))).toEqual(['blue hour']);
    expect(names(await listing('?availability=sold'))).toEqual(['Citadel']);
    const nourId = (await listing('?search=amber')).result[0]!.artist!.id;
    const byArtist = await listing(`?artist_id=${nourId}&status=published`);
    expect(names(byArtist)).toEqual(['Amber Evening']);
    expect(byArtist.total).toBe(1);
    expect(byArtist.counts).toEqual({ all: 4, published: 3, draft: 1 });
  });

  it('sorts by name, price, created and updated, both ways', async () => {
    expect(names(await listing('?sort=name&order=asc'))).toEqual(['Amber Evening', 'blue hour', 'Citadel', 'Dhow']);
    expect(names(await listing('?sort=price&order=asc'))).toEqual(['blue hour', 'Citadel', 'Amber Evening', 'Dhow']);
    expect(names(await listing('?sort=price&order=desc'))).toEqual(['Dhow', 'Amber Evening', 'Citadel', 'blue hour']);
    expect(names(await listing('?sort=created&order=asc'))).toEqual(['Amber Evening', 'blue hour', 'Citadel', 'Dhow']);
    expect(names(await listing('?sort=updated&order=asc'))).toEqual(['blue hour', 'Dhow', 'Citadel', 'Amber Evening']);
  });

  it('pages with the total', async () => {
    const second = await listing('?sort=name&order=asc&per_page=3&page=2');
    expect(names(second)).toEqual(['Dhow']);
    expect(second).toMatchObject({ page: 2, per_page: 3, total: 4 });
    const beyond = await listing('?per_page=3&page=5');
    expect(beyond).toMatchObject({ result: [], total: 4 });
  });

  it('refuses bad query parameters with 400 naming them', async () => {
    for (const [query, field] of [
      ['?sort=random', 'sort'],
      ['?order=up', 'order'],
      ['?status=archived', 'status'],
      ['?availability=gone', 'availability'],
      ['?artist_id=abc', 'artist_id'],
      ['?page=0', 'page'],
      ['?per_page=1000', 'per_page'],
      ['?colour=blue', 'colour'],
    ] as const) {
      expectRefusal(await list.call('GET', `/artworks${query}`), 400, field);
    }
  });

  it('stays a fixed number of queries and fast with thousands of artworks', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      product_slug: `bulk-${i}`,
      name: `Bulk work ${String(i).padStart(4, '0')}`,
      price: 1000 + i,
      short_description: '',
      full_description: '',
      edition_type: 'unique' as const,
      availability: 'available' as const,
      status: i % 3 === 0 ? ('draft' as const) : ('published' as const),
      created_at: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
      updated_at: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 250)
      await list.db
        .insertInto('artwork')
        .values(rows.slice(i, i + 250))
        .execute();

    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const counted = list.db.withPlugin(counter);
    const run = async (perPage: number, search?: string) => {
      queries = 0;
      const answer = await listArtworksForStaff(counted, {
        search,
        sort: 'price',
        order: 'desc',
        page: 2,
        per_page: perPage,
      });
      return { queries, size: answer.result.length, total: answer.total };
    };
    const small = await run(5);
    const big = await run(200, 'bulk');
    expect(small).toMatchObject({ size: 5, total: 3004 });
    expect(big).toMatchObject({ size: 200, total: 3000 });
    expect(small.queries).toBeLessThanOrEqual(6);
    expect(big.queries).toBe(small.queries + 1);

    const started = performance.now();
    const answer = await listing('?search=work&sort=name&order=desc&per_page=100&page=7');
    const elapsed = performance.now() - started;
    expect(answer.total).toBe(3000);
    expect(answer.result[0]!.name).toBe('Bulk work 2399');
    expect(elapsed).toBeLessThan(1500);
  });
});
