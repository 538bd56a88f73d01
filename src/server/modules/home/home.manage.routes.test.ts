import { beforeAll, describe, expect, it } from 'vitest';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import {
  createArtwork,
  createDocument,
  createHomeSection,
  createImage,
  expectRefusal,
  postJson,
} from '#tests/factories/index.ts';
import { auditEntries, expectStaffOnly, lastAudit, manage } from '#tests/factories/staff.ts';
import { homeSectionsAnswer } from '#shared/api/manage.ts';
import { homeAnswer } from '#shared/api/gallery.ts';
import type { Artwork, Media } from '#server/db/schema.ts';

const t = manageRouteTest();
let banner: Media;
let works: Artwork[];
let heroId: number;
let pressId: number;

beforeAll(async () => {
  banner = await createImage(t.ctx, { alt: 'Banner' });
  works = [
    await createArtwork(t.ctx, { name: 'One', artist: null }),
    await createArtwork(t.ctx, { name: 'Two', artist: null }),
  ];
  heroId = (
    await createHomeSection(t.ctx, {
      kind: 'hero',
      title: 'Welcome',
      position: 0,
      config: { image_id: banner.id, link: '/arts' },
    })
  ).id;
  pressId = (
    await createHomeSection(t.ctx, { kind: 'press', title: 'In the press', position: 1, config: { limit: 3 } })
  ).id;
});

const put = (body: unknown) => manage(t.app, 'PUT', '/home-sections', t.editor.cookies, body);
const storefrontHome = async () =>
  homeAnswer.parse((await postJson(t.app, '/admin/api/home', {})).json()).result.sections;

describe('back-office home page sections', () => {
  it('answers 401 without a staff session or with a customer session', async () => {
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: '/home-sections' },
      { method: 'PUT', path: '/home-sections', body: { sections: [] } },
    ]);
    expect((await t.db.selectFrom('home_section').select('id').execute()).length).toBe(2);
  });

  it('lists every section in order with its options', async () => {
    const res = await manage(t.app, 'GET', '/home-sections', t.editor.cookies);
    expect(res.statusCode).toBe(200);
    const { result } = homeSectionsAnswer.parse(res.json());
    expect(result.map((s) => [s.id, s.kind, s.enabled, s.position])).toEqual([
      [heroId, 'hero', true, 0],
      [pressId, 'press', true, 1],
    ]);
    expect(result[0]).toMatchObject({ title: 'Welcome', config: { image_id: banner.id, link: '/arts' } });
    expect(result[0]!.image?.url).toContain(banner.storage_key);
  });

  it('saves the whole ordered list: reorders, hides, adds and removes; the storefront follows at once', async () => {
    const res = await put({
      sections: [
        {
          kind: 'featured_artworks',
          title: 'Chosen works',
          subtitle: 'By the curator',
          config: { artwork_ids: [works[1]!.id, works[0]!.id] },
        },
        {
          id: heroId,
          kind: 'hero',
          title: 'Welcome to Bait Al Fann',
          config: { image_id: banner.id, link: 'https://baitalfann.om/visit' },
        },
        { kind: 'newsletter', title: 'Stay in touch', enabled: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { result } = homeSectionsAnswer.parse(res.json());
    expect(result.map((s) => [s.kind, s.title, s.enabled, s.position])).toEqual([
      ['featured_artworks', 'Chosen works', true, 0],
      ['hero', 'Welcome to Bait Al Fann', true, 1],
      ['newsletter', 'Stay in touch', false, 2],
    ]);
    expect(result[1]!.id).toBe(heroId);
    expect(result.map((s) => s.id)).not.toContain(pressId);
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'home.update',
      entity: 'home_section',
      staff_id: t.editor.id,
    });

    const shown = await storefrontHome();
    expect(shown.map((s) => s.kind)).toEqual(['featured_artworks', 'hero']);
    expect(shown[0]!.artworks.map((a) => a.id)).toEqual([works[1]!.id, works[0]!.id]);
    expect(shown[1]).toMatchObject({ title: 'Welcome to Bait Al Fann', link: 'https://baitalfann.om/visit' });
  });

  it('validates the config of each kind and every reference, changing nothing', async () => {
    const pdf = await createDocument(t.ctx);
    const before = (await manage(t.app, 'GET', '/home-sections', t.editor.cookies)).json();
    const audits = (await auditEntries(t.db)).length;
    for (const [section, field] of [
      [{ kind: 'carousel', title: 'x' }, 'sections.0.kind'],
      [{ kind: 'hero', title: 'x', config: { limit: 3 } }, 'sections.0.config.limit'],
      [{ kind: 'hero', title: 'x', config: { link: 'javascript:alert(1)' } }, 'sections.0.config.link'],
      [{ kind: 'hero', title: 'x', config: { image_id: pdf.id } }, 'sections.0.config.image_id'],
      [{ kind: 'new_artworks', title: 'x', config: { limit: 0 } }, 'sections.0.config.limit'],
      [{ kind: 'new_artworks', title: 'x', config: { limit: 49 } }, 'sections.0.config.limit'],
      [{ kind: 'featured_artworks', title: 'x', config: {} }, 'sections.0.config.artwork_ids'],
      [
        { kind: 'featured_artworks', title: 'x', config: { artwork_ids: [999_999] } },
        'sections.0.config.artwork_ids.0',
      ],
      [{ kind: 'press', title: 'x', enabled: 'yes' }, 'sections.0.enabled'],
      [{ id: 999_999, kind: 'press', title: 'x' }, 'sections.0.id'],
      [{ kind: 'press', title: 'x'.repeat(201) }, 'sections.0.title'],
    ] as const) {
      expectRefusal(await put({ sections: [section] }), 400, field);
    }
    expectRefusal(
      await put({
        sections: [
          { id: heroId, kind: 'hero', title: 'a' },
          { id: heroId, kind: 'hero', title: 'b' },
        ],
      }),
      400,
      'sections.1.id',
    );
    expectRefusal(await put({}), 400, 'sections');
    expect((await manage(t.app, 'GET', '/home-sections', t.editor.cookies)).json()).toEqual(before);
    expect((await auditEntries(t.db)).length).toBe(audits);
  });

  it('can empty the home page', async () => {
    const res = await put({ sections: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: [] });
    expect(await storefrontHome()).toEqual([]);
  });
});
