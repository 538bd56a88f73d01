import { beforeAll, describe, expect, it } from 'vitest';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import {
  createArtist,
  createArtwork,
  createDocument,
  createImage,
  expectRefusal,
  postJson,
} from '#tests/factories/index.ts';
import { auditEntries, expectStaffOnly, lastAudit } from '#tests/factories/staff.ts';
import { artistAnswer, artistPageAnswer, type ManagedArtist } from '#shared/api/manage.ts';
import { artistDetailAnswer, artistListAnswer } from '#shared/api/gallery.ts';
import { productDetailAnswer } from '#shared/api/catalog.ts';
import type { Media } from '#server/db/schema.ts';

const t = manageRouteTest();
const { call } = t;
let portrait: Media;

beforeAll(async () => {
  portrait = await createImage(t.ctx, { alt: 'Portrait' });
});

async function created(body: Record<string, unknown>): Promise<ManagedArtist> {
  const res = await call('POST', '/artists', body);
  expect(res.statusCode, res.body).toBe(201);
  return artistAnswer.parse(res.json()).result;
}

const artistCount = async () => (await t.db.selectFrom('artist').select('id').execute()).length;

describe('back-office artists', () => {
  it('answers 401 on every artist endpoint without a staff session or with a customer session', async () => {
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: '/artists' },
      { method: 'GET', path: '/artists/1' },
      { method: 'POST', path: '/artists', body: { first_name: 'X' } },
      { method: 'PUT', path: '/artists/1', body: { first_name: 'X' } },
      { method: 'DELETE', path: '/artists/1?force=true' },
    ]);
    expect(await artistCount()).toBe(0);
  });

  it('adds an artist with a slug from the name, a clean description and a profile image; the storefront shows it', async () => {
    const artist = await created({
      first_name: 'Layla',
      last_name: 'Al Said',
      location: 'Nizwa, Oman',
      profile_image_id: portrait.id,
      description: '<p>Paints <em>light</em>.</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    });
    expect(artist).toMatchObject({
      artist_slug: 'layla-al-said',
      storefront_url: '/artist/layla-al-said',
      full_name: 'Layla Al Said',
      location: 'Nizwa, Oman',
      description: '<p>Paints <em>light</em>.</p>',
      profile_image_id: portrait.id,
      artwork_count: 0,
      published_count: 0,
      position: 0,
    });
    expect(artist.profile_image?.url).toContain(portrait.storage_key);
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'artist.create',
      entity: 'artist',
      entity_id: String(artist.id),
      staff_id: t.editor.id,
    });

    const page = await postJson(t.app, '/admin/api/artist_details/layla-al-said');
    expect(page.statusCode).toBe(200);
    const detail = artistDetailAnswer.parse(page.json()).result;
    expect(detail.description).toBe('<p>Paints <em>light</em>.</p>');
    expect(detail.description).not.toMatch(/script|onerror/);
  });

  it('adds a suffix to a slug made from a name that is taken, and refuses a typed slug that is taken (409)', async () => {
    const twin = await created({ first_name: 'Layla', last_name: 'Al Said' });
    expect(twin.artist_slug).toBe('layla-al-said-2');
    const mononym = await created({ first_name: 'Qais' });
    expect(mononym).toMatchObject({ artist_slug: 'qais', full_name: 'Qais', last_name: '' });
    const before = await artistCount();
    expectRefusal(await call('POST', '/artists', { first_name: 'Other', artist_slug: 'qais' }), 409, 'artist_slug');
    expect(await artistCount()).toBe(before);
  });

  it('refuses bad input with 400 naming the field, adding nothing', async () => {
    const pdf = await createDocument(t.ctx);
    const before = await artistCount();
    for (const [body, field] of [
      [{}, 'first_name'],
      [{ first_name: '  ' }, 'first_name'],
      [{ first_name: 'A', last_name: 'x'.repeat(81) }, 'last_name'],
      [{ first_name: 'A', profile_image_id: pdf.id }, 'profile_image_id'],
      [{ first_name: 'A', profile_image_id: 999_999 }, 'profile_image_id'],
      [{ first_name: 'A', profile_image_id: 'photo.jpg' }, 'profile_image_id'],
      [{ first_name: 'A', position: -1 }, 'position'],
      [{ first_name: 'A', artist_slug: 'Not A Slug' }, 'artist_slug'],
      [{ first_name: 'A', nickname: 'B' }, 'nickname'],
    ] as const) {
      expectRefusal(await call('POST', '/artists', body), 400, field);
    }
    expect(await artistCount()).toBe(before);
  });

  it('updates what it is sent and the storefront list follows at once', async () => {
    const artist = await created({ first_name: 'Omar', last_name: 'Haddad', location: 'Sur' });
    const res = await call('PUT', `/artists/${artist.id}`, { location: 'Muscat', position: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(artistAnswer.parse(res.json()).result).toMatchObject({
      first_name: 'Omar',
      last_name: 'Haddad',
      location: 'Muscat',
      position: 1,
    });
    expect(await lastAudit(t.db)).toMatchObject({ action: 'artist.update', entity_id: String(artist.id) });
    const list = artistListAnswer.parse((await postJson(t.app, '/admin/api/artist_list')).json()).result;
    expect(list.find((a) => a.id === artist.id)?.location).toBe('Muscat');

    const cleared = artistAnswer.parse((await call('PUT', `/artists/${artist.id}`, { location: null })).json()).result;
    expect(cleared.location).toBeNull();
    expectRefusal(await call('PUT', `/artists/${artist.id}`, { first_name: '' }), 400, 'first_name');
    expectRefusal(await call('PUT', '/artists/999999', { location: 'x' }), 404);
  });

  it('lists artists with their artwork counts, searches and pages', async () => {
    const nour = await created({ first_name: 'Nour', last_name: 'Zadjali' });
    const artistRow = await t.db.selectFrom('artist').selectAll().where('id', '=', nour.id).executeTakeFirstOrThrow();
    await createArtwork(t.ctx, { artist: artistRow, images: 0 });
    await createArtwork(t.ctx, { artist: artistRow, images: 0, status: 'draft' });
    const res = await call('GET', '/artists?search=zadj');
    expect(res.statusCode, res.body).toBe(200);
    const answer = artistPageAnswer.parse(res.json());
    expect(answer).toMatchObject({ total: 1, page: 1 });
    expect(answer.result[0]).toMatchObject({ id: nour.id, artwork_count: 2, published_count: 1 });
    const paged = artistPageAnswer.parse((await call('GET', '/artists?per_page=2&page=2')).json());
    expect(paged.result).toHaveLength(2);
    expect(paged.total).toBe(await artistCount());
    expectRefusal(await call('GET', '/artists?per_page=0'), 400, 'per_page');
    expectRefusal(await call('GET', '/artists/abc'), 400, 'id');
  });

  it('refuses to delete an artist with artworks (409, clear message) unless force=true, which keeps the works', async () => {
    const row = await createArtist(t.ctx, { first_name: 'Salim', last_name: 'Rashid', withImage: false });
    const work = await createArtwork(t.ctx, { artist: row, images: 0 });
    await createArtwork(t.ctx, { artist: row, images: 0 });
    const audits = (await auditEntries(t.db)).length;

    const refused = await call('DELETE', `/artists/${row.id}`);
    const body = expectRefusal(refused, 409, 'id');
    expect(body.message).toBe(
      'Salim Rashid still has 2 artworks. Give them another artist or delete them first, or delete with force=true to keep the artworks without an artist.',
    );
    expect(await t.db.selectFrom('artist').select('id').where('id', '=', row.id).executeTakeFirst()).toBeDefined();
    expect((await auditEntries(t.db)).length).toBe(audits);
    expectRefusal(await call('DELETE', `/artists/${row.id}?force=yes`), 400, 'force');

    const forced = await call('DELETE', `/artists/${row.id}?force=true`);
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json()).toEqual({
      message: 'The artist has been removed; 2 artworks are now without an artist.',
      detached_artworks: 2,
    });
    expect(await t.db.selectFrom('artist').select('id').where('id', '=', row.id).executeTakeFirst()).toBeUndefined();
    const product = productDetailAnswer.parse(
      (await postJson(t.app, `/admin/api/product_id/${work.id}`)).json(),
    ).result;
    expect(product.artist).toBeNull();
    const audit = await lastAudit(t.db);
    expect(audit).toMatchObject({ action: 'artist.delete', entity_id: String(row.id) });
    expect(audit!.detail).toContain('2 artworks kept without an artist');
  });

  it('deletes an artist without artworks', async () => {
    const artist = await created({ first_name: 'Brief', last_name: 'Visit' });
    const res = await call('DELETE', `/artists/${artist.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The artist has been removed.', detached_artworks: 0 });
    expectRefusal(await call('GET', `/artists/${artist.id}`), 404);
    expectRefusal(await call('DELETE', `/artists/${artist.id}`), 404);
  });
});
