import { beforeAll, describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';
import {
  createArtist,
  createArtwork,
  createExhibition,
  createHomeSection,
  createImage,
  createPressArticle,
  daysFromToday,
  expectRefusal,
  oversizedJson,
  postJson,
  postRaw,
} from '#tests/factories/index.ts';
import { homeAnswer } from '#shared/api/gallery.ts';

const t = routeTest();
let heroImageKey: string;

beforeAll(async () => {
  const hana = await createArtist(t.ctx, { first_name: 'Hana', last_name: 'Lawati', position: 0 });
  await createArtist(t.ctx, { first_name: 'Said', last_name: 'Busaidi', position: 1 });
  await createArtist(t.ctx, { first_name: 'Zainab', last_name: 'Farsi', position: 2 });
  const oldest = await createArtwork(t.ctx, { artist: hana, name: 'Oldest', created_at: '2024-01-01T00:00:00.000Z' });
  const middle = await createArtwork(t.ctx, { artist: hana, name: 'Middle', created_at: '2024-06-01T00:00:00.000Z' });
  await createArtwork(t.ctx, { artist: hana, name: 'Newest', created_at: '2025-01-01T00:00:00.000Z' });
  const draft = await createArtwork(t.ctx, {
    artist: hana,
    name: 'Draft',
    status: 'draft',
    created_at: '2026-01-01T00:00:00.000Z',
  });
  await createExhibition(t.ctx, { title: 'Now On', start_date: daysFromToday(-3), end_date: daysFromToday(10) });
  await createExhibition(t.ctx, { title: 'Next Up', start_date: daysFromToday(12), end_date: daysFromToday(40) });
  await createExhibition(t.ctx, { title: 'Gone By', start_date: daysFromToday(-60), end_date: daysFromToday(-20) });
  await createPressArticle(t.ctx, { article_title: 'Old news', published_on: '2024-01-01' });
  await createPressArticle(t.ctx, { article_title: 'Fresh news', published_on: '2025-01-01' });
  const hero = await createImage(t.ctx, { width: 40, height: 20, alt: 'The gallery at dusk' });
  heroImageKey = hero.storage_key;

  await createHomeSection(t.ctx, { kind: 'newsletter', title: 'Stay in touch', position: 9 });
  await createHomeSection(t.ctx, { kind: 'press', title: 'In the press', position: 8, config: { limit: 1 } });
  await createHomeSection(t.ctx, { kind: 'artists', title: 'Our artists', position: 7, config: { limit: 2 } });
  await createHomeSection(t.ctx, { kind: 'exhibitions', title: 'Exhibitions', position: 6 });
  await createHomeSection(t.ctx, { kind: 'new_artworks', title: 'New in', position: 5, config: { limit: 2 } });
  await createHomeSection(t.ctx, { kind: 'new_artworks', title: 'Broken config', position: 4, config: '{not json' });
  await createHomeSection(t.ctx, {
    kind: 'featured_artworks',
    title: 'Featured',
    position: 3,
    config: { artwork_ids: [middle.id, draft.id, 999_999, oldest.id] },
  });
  await createHomeSection(t.ctx, { kind: 'hero', title: 'Hidden', position: 2, enabled: 0 });
  await createHomeSection(t.ctx, {
    kind: 'hero',
    title: 'Art from Oman',
    subtitle: 'Original works from Muscat',
    position: 1,
    config: { image_id: hero.id, link: '/arts' },
  });
});

describe('POST /home', () => {
  it('answers the enabled sections in order, each filled with its content', async () => {
    for (const body of [undefined, {}, { lng: 'ar' }]) {
      const res = await postJson(t.app, '/admin/api/home', body);
      expect(res.statusCode, res.body).toBe(200);
      const { sections } = homeAnswer.parse(res.json()).result;
      expect(sections.map((s) => [s.kind, s.title])).toEqual([
        ['hero', 'Art from Oman'],
        ['featured_artworks', 'Featured'],
        ['new_artworks', 'Broken config'],
        ['new_artworks', 'New in'],
        ['exhibitions', 'Exhibitions'],
        ['artists', 'Our artists'],
        ['press', 'In the press'],
        ['newsletter', 'Stay in touch'],
      ]);
      const [hero, featured, fallback, newest, exhibitions, artists, press, newsletter] = sections;
      expect(hero).toMatchObject({ subtitle: 'Original works from Muscat', link: '/arts', artworks: [] });
      expect(hero!.image).toMatch(new RegExp(`^/media/${heroImageKey}-`));
      expect(hero!.image_set?.alt).toBe('The gallery at dusk');
      // Staff's order; drafts and deleted works drop out.
      expect(featured!.artworks.map((a) => a.product_name)).toEqual(['Middle', 'Oldest']);
      expect(fallback!.artworks.map((a) => a.product_name)).toEqual(['Newest', 'Middle', 'Oldest']);
      expect(newest!.artworks.map((a) => a.product_name)).toEqual(['Newest', 'Middle']);
      expect(exhibitions!.exhibitions.map((e) => [e.exhibition_title, e.status])).toEqual([
        ['Now On', 'current'],
        ['Next Up', 'upcoming'],
      ]);
      expect(artists!.artists.map((a) => [a.first_name, a.total_product])).toEqual([
        ['Hana', 3],
        ['Said', 0],
      ]);
      expect(press!.press.map((p) => p.article_title)).toEqual(['Fresh news']);
      expect(newsletter).toMatchObject({ image: '', image_set: null, link: null, artworks: [], press: [] });
    }
  });

  it('refuses bad bodies with { message, errors }', async () => {
    expectRefusal(await postJson(t.app, '/admin/api/home', { lng: 5 }), 400, 'lng');
    expectRefusal(await postJson(t.app, '/admin/api/home', { section: 'all' }), 400);
    expectRefusal(await postRaw(t.app, '/admin/api/home', '{"lng":"en"'), 400);
    expectRefusal(await postRaw(t.app, '/admin/api/home', oversizedJson()), 413);
  });
});

describe('OpenAPI page', () => {
  it('documents every storefront endpoint of this part of docs/product.md#api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/admin/api/product_search',
        '/admin/api/product_filter',
        '/admin/api/product_id/{id}',
        '/admin/api/exhibitions',
        '/admin/api/exhibitions_details/{slug}',
        '/admin/api/apply_exhibitions',
        '/admin/api/artist_list',
        '/admin/api/artist_details/{slug}',
        '/admin/api/press_release',
        '/admin/api/pages/{slug}',
        '/admin/api/setting',
        '/admin/api/home',
        '/admin/api/contact',
        '/admin/api/newsletter',
      ]),
    );
  });
});
