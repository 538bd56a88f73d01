import { beforeAll, describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';
import { createPage, expectRefusal, oversizedJson, postJson, postRaw } from '#tests/factories/index.ts';
import { pageAnswer } from '#shared/api/gallery.ts';

const t = routeTest();

beforeAll(async () => {
  await createPage(t.ctx, {
    slug: 'about-us',
    page_name: 'About Us',
    page_description: '<p>A gallery in Shatti Al Qurum since 2009.</p>',
    cards: [
      { title: 'Our story', body: 'Founded by artists.', link: '/about' },
      { title: 'Our space', body: 'Two floors of light.', withImage: false },
    ],
  });
  for (const slug of ['exhibition', 'artwork', 'solo-exhibition', 'shipping']) await createPage(t.ctx, { slug });
  // A page that exists in the database but is not one of the storefront's public pages.
  await createPage(t.ctx, { slug: 'staff-notes' });
});

describe('POST /pages/:slug', () => {
  it('answers the about page with its cards in order, with or without a body', async () => {
    for (const body of [undefined, {}, { lng: 'en', anything: [1, 2] }]) {
      const res = await postJson(t.app, '/admin/api/pages/about-us', body);
      expect(res.statusCode, res.body).toBe(200);
      const { result } = pageAnswer.parse(res.json());
      expect(result).toMatchObject({
        slug: 'about-us',
        page_name: 'About Us',
        page_description: '<p>A gallery in Shatti Al Qurum since 2009.</p>',
      });
      expect(result.cards.map((c) => [c.title, c.body, c.link])).toEqual([
        ['Our story', 'Founded by artists.', '/about'],
        ['Our space', 'Two floors of light.', null],
      ]);
      expect(result.cards[0]!.image).toMatch(/^\/media\//);
      expect(result.cards[1]).toMatchObject({ image: '', image_set: null });
    }
  });

  it('answers every page of docs/product.md#api', async () => {
    for (const slug of ['exhibition', 'artwork', 'solo-exhibition', 'shipping']) {
      const res = await postJson(t.app, `/admin/api/pages/${slug}`);
      expect(res.statusCode).toBe(200);
      expect(pageAnswer.parse(res.json()).result).toMatchObject({ slug, cards: [] });
    }
  });

  it('answers 404 for other slugs, even when such a row exists', async () => {
    for (const slug of ['contact-us', 'staff-notes']) {
      expect(expectRefusal(await postJson(t.app, `/admin/api/pages/${slug}`), 404).message).toBe('Page not found');
    }
    expectRefusal(await postJson(t.app, '/admin/api/pages/About%20Us'), 400, 'slug');
  });

  it('refuses broken bodies', async () => {
    expectRefusal(await postRaw(t.app, '/admin/api/pages/about-us', '{"a":}'), 400);
    expectRefusal(await postJson(t.app, '/admin/api/pages/about-us', 12), 400, 'body');
    expectRefusal(await postRaw(t.app, '/admin/api/pages/about-us', oversizedJson()), 413);
  });
});
