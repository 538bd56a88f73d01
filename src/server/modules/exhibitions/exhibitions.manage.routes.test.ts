import { beforeAll, describe, expect, it } from 'vitest';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import {
  createArtwork,
  createDocument,
  createExhibition,
  createImage,
  daysFromToday,
  expectRefusal,
  postJson,
} from '#tests/factories/index.ts';
import { auditEntries, expectStaffOnly, lastAudit } from '#tests/factories/staff.ts';
import { exhibitionAnswer, exhibitionPageAnswer, type ManagedExhibition } from '#shared/api/manage.ts';
import { exhibitionDetailAnswer, exhibitionsAnswer } from '#shared/api/gallery.ts';
import type { Artwork, Media } from '#server/db/schema.ts';

const t = manageRouteTest();
const { call } = t;
let poster: Media;
let works: Artwork[];

beforeAll(async () => {
  poster = await createImage(t.ctx, { alt: 'Poster' });
  works = [];
  for (const name of ['First Light', 'Second Tide', 'Third Dune'])
    works.push(await createArtwork(t.ctx, { name, artist: null, images: 0 }));
});

const exhibitionCount = async () => (await t.db.selectFrom('exhibition').select('id').execute()).length;

async function created(body: Record<string, unknown>): Promise<ManagedExhibition> {
  const res = await call('POST', '/exhibitions', body);
  expect(res.statusCode, res.body).toBe(201);
  return exhibitionAnswer.parse(res.json()).result;
}

describe('back-office exhibitions', () => {
  it('answers 401 on every exhibition endpoint without a staff session or with a customer session', async () => {
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: '/exhibitions' },
      { method: 'GET', path: '/exhibitions/1' },
      { method: 'POST', path: '/exhibitions', body: { title: 'X', start_date: '2026-01-01', end_date: '2026-01-02' } },
      { method: 'PUT', path: '/exhibitions/1', body: { title: 'X' } },
      { method: 'DELETE', path: '/exhibitions/1' },
    ]);
    expect(await exhibitionCount()).toBe(0);
  });

  it('creates an exhibition with its hang in order, a clean description and an audit entry; the storefront shows it', async () => {
    const show = await created({
      title: 'Colours of Muscat',
      short_description: 'New work from the capital.',
      full_description: '<h1>Colours</h1><p onmouseover="x()">Opening night</p><script>alert(1)</script>',
      image_id: poster.id,
      start_date: daysFromToday(-3),
      end_date: daysFromToday(20),
      venue: 'Bait Al Fann, Shatti Al Qurum',
      kind: 'solo',
      artwork_ids: [works[2]!.id, works[0]!.id],
    });
    expect(show).toMatchObject({
      exhibition_slug: 'colours-of-muscat',
      storefront_url: '/exhibitions/colours-of-muscat',
      full_description: '<h2>Colours</h2><p>Opening night</p>',
      status: 'current',
      kind: 'solo',
      venue: 'Bait Al Fann, Shatti Al Qurum',
      image_id: poster.id,
      artwork_ids: [works[2]!.id, works[0]!.id],
      application_count: 0,
    });
    expect(show.artworks.map((a) => a.name)).toEqual(['Third Dune', 'First Light']);
    expect(show.image?.url).toContain(poster.storage_key);
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'exhibition.create',
      entity: 'exhibition',
      entity_id: String(show.id),
      staff_id: t.editor.id,
    });

    const detail = exhibitionDetailAnswer.parse(
      (await postJson(t.app, '/admin/api/exhibitions_details/colours-of-muscat')).json(),
    ).result;
    expect(detail.exhibition_full_description).toBe('<h2>Colours</h2><p>Opening night</p>');
    expect(detail.products.map((p) => p.id)).toEqual([works[2]!.id, works[0]!.id]);
  });

  it('refuses an end before the start and other bad input with 400 naming the field, creating nothing', async () => {
    const pdf = await createDocument(t.ctx);
    const base = { title: 'Refused', start_date: '2026-03-10', end_date: '2026-03-20' };
    const before = await exhibitionCount();
    for (const [override, field] of [
      [{ end_date: '2026-03-09' }, 'end_date'],
      [{ start_date: '2026-02-30' }, 'start_date'],
      [{ end_date: '20/03/2026' }, 'end_date'],
      [{ title: '' }, 'title'],
      [{ kind: 'duo' }, 'kind'],
      [{ image_id: pdf.id }, 'image_id'],
      [{ artwork_ids: [works[0]!.id, 999_999] }, 'artwork_ids.1'],
      [{ artwork_ids: [works[0]!.id, works[0]!.id] }, 'artwork_ids'],
      [{ exhibition_slug: 'Bad Slug' }, 'exhibition_slug'],
      [{ sponsor: 'x' }, 'sponsor'],
    ] as const) {
      const res = await call('POST', '/exhibitions', { ...base, ...override });
      expectRefusal(res, 400, field);
    }
    const missing = await call('POST', '/exhibitions', { title: 'No dates' });
    expectRefusal(missing, 400, 'start_date');
    expect(await exhibitionCount()).toBe(before);
  });

  it('updates dates and replaces the hang; the storefront follows at once', async () => {
    const show = await created({
      title: 'Sea Stories',
      start_date: daysFromToday(-1),
      end_date: daysFromToday(10),
      artwork_ids: [works[0]!.id],
    });
    const res = await call('PUT', `/exhibitions/${show.id}`, {
      artwork_ids: [works[1]!.id, works[2]!.id],
      end_date: daysFromToday(40),
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = exhibitionAnswer.parse(res.json()).result;
    expect(updated).toMatchObject({
      title: 'Sea Stories',
      end_date: daysFromToday(40),
      artwork_ids: [works[1]!.id, works[2]!.id],
    });
    expect(await lastAudit(t.db)).toMatchObject({ action: 'exhibition.update', entity_id: String(show.id) });
    const detail = exhibitionDetailAnswer.parse(
      (await postJson(t.app, `/admin/api/exhibitions_details/${show.exhibition_slug}`)).json(),
    ).result;
    expect(detail.products.map((p) => p.id)).toEqual([works[1]!.id, works[2]!.id]);
    expect(detail.exhibition_end_date).toBe(daysFromToday(40));

    // The end is checked against the start it keeps.
    expectRefusal(await call('PUT', `/exhibitions/${show.id}`, { end_date: daysFromToday(-5) }), 400, 'end_date');
    expectRefusal(await call('PUT', '/exhibitions/999999', { title: 'x' }), 404);
    const again = exhibitionAnswer.parse((await call('GET', `/exhibitions/${show.id}`)).json()).result;
    expect(again.end_date).toBe(daysFromToday(40));
  });

  it('adds a suffix to a slug made from a title that is taken and refuses a typed one (409)', async () => {
    const twin = await created({ title: 'Colours of Muscat', start_date: '2027-01-01', end_date: '2027-01-31' });
    expect(twin.exhibition_slug).toBe('colours-of-muscat-2');
    expectRefusal(
      await call('PUT', `/exhibitions/${twin.id}`, { exhibition_slug: 'colours-of-muscat' }),
      409,
      'exhibition_slug',
    );
  });

  it('lists exhibitions with search and paging', async () => {
    const res = await call('GET', '/exhibitions?search=colours&per_page=1');
    expect(res.statusCode, res.body).toBe(200);
    const answer = exhibitionPageAnswer.parse(res.json());
    expect(answer.total).toBe(2);
    expect(answer.result[0]!.title).toBe('Colours of Muscat');
    expect(answer.result[0]!.start_date).toBe('2027-01-01');
    expectRefusal(await call('GET', '/exhibitions?page=-1'), 400, 'page');
  });

  it('deletes an exhibition and its hang; the artworks stay', async () => {
    const show = await createExhibition(t.ctx, { title: 'Short Show', artworks: [works[0]!], withImage: false });
    const audits = (await auditEntries(t.db)).length;
    const res = await call('DELETE', `/exhibitions/${show.id}`);
    expect(res.statusCode).toBe(200);
    expect((await auditEntries(t.db)).length).toBe(audits + 1);
    expect(await lastAudit(t.db)).toMatchObject({ action: 'exhibition.delete', entity_id: String(show.id) });
    expect((await postJson(t.app, `/admin/api/exhibitions_details/${show.exhibition_slug}`)).statusCode).toBe(404);
    const list = exhibitionsAnswer.parse((await postJson(t.app, '/admin/api/exhibitions')).json()).result;
    expect(list.map((e) => e.id)).not.toContain(show.id);
    expect(
      await t.db.selectFrom('artwork').select('id').where('id', '=', works[0]!.id).executeTakeFirst(),
    ).toBeDefined();
    expectRefusal(await call('DELETE', `/exhibitions/${show.id}`), 404);
  });

  it('keeps a new exhibition saved as a draft off the storefront until it is published', async () => {
    const draft = await created({
      title: 'Winter Salon',
      start_date: daysFromToday(10),
      end_date: daysFromToday(40),
      published: false,
      artwork_ids: [works[1]!.id],
    });
    expect(draft.published).toBe(false);
    expect(await lastAudit(t.db)).toMatchObject({ action: 'exhibition.create' });
    expect((await lastAudit(t.db))!.detail).toContain('draft exhibition "Winter Salon"');
    const onStorefront = async () =>
      exhibitionsAnswer
        .parse((await postJson(t.app, '/admin/api/exhibitions')).json())
        .result.map((e) => e.id)
        .includes(draft.id);
    expect(await onStorefront()).toBe(false);
    expect((await postJson(t.app, `/admin/api/exhibitions_details/${draft.exhibition_slug}`)).statusCode).toBe(404);
    // The back office sees it, in its list and on its own.
    const page = exhibitionPageAnswer.parse((await call('GET', '/exhibitions?search=Winter')).json()).result;
    expect(page.map((e) => [e.id, e.published])).toContainEqual([draft.id, false]);
    expect(exhibitionAnswer.parse((await call('GET', `/exhibitions/${draft.id}`)).json()).result.published).toBe(false);

    const res = await call('PUT', `/exhibitions/${draft.id}`, { published: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(exhibitionAnswer.parse(res.json()).result.published).toBe(true);
    expect(await onStorefront()).toBe(true);
    expect((await postJson(t.app, `/admin/api/exhibitions_details/${draft.exhibition_slug}`)).statusCode).toBe(200);
    expectRefusal(await call('PUT', `/exhibitions/${draft.id}`, { published: 'yes' }), 400, 'published');
  });

  it('publishes a new exhibition when the form does not say otherwise', async () => {
    const show = await created({ title: 'Spring Open', start_date: daysFromToday(1), end_date: daysFromToday(9) });
    expect(show.published).toBe(true);
  });
});
