import { beforeAll, describe, expect, it } from 'vitest';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { createDocument, createImage, createPage, expectRefusal, postJson } from '#tests/factories/index.ts';
import { auditEntries, expectStaffOnly, lastAudit } from '#tests/factories/staff.ts';
import { managedPageAnswer, pageListAnswer } from '#shared/api/manage.ts';
import { pageAnswer } from '#shared/api/gallery.ts';
import { productDetailAnswer } from '#shared/api/catalog.ts';
import { insertArtwork } from '#tests/factories/commerce.ts';
import type { Media } from '#server/db/schema.ts';

const t = manageRouteTest();
const { call } = t;
let picture: Media;

beforeAll(async () => {
  picture = await createImage(t.ctx, { alt: 'Card' });
  await createPage(t.ctx, {
    slug: 'exhibition',
    page_name: 'Exhibition',
    cards: [{ title: 'Group shows', withImage: false }],
  });
});

describe('back-office pages', () => {
  it('answers 401 on every page endpoint without a staff session or with a customer session', async () => {
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: '/pages' },
      { method: 'GET', path: '/pages/about-us' },
      { method: 'PUT', path: '/pages/about-us', body: { page_name: 'Hacked' } },
    ]);
    expect(
      await t.db.selectFrom('page').select('slug').where('slug', '=', 'about-us').executeTakeFirst(),
    ).toBeUndefined();
  });

  it("lists the storefront's pages, written or not", async () => {
    const res = await call('GET', '/pages');
    expect(res.statusCode).toBe(200);
    const { result } = pageListAnswer.parse(res.json());
    expect(result.map((p) => p.slug)).toEqual(['about-us', 'exhibition', 'artwork', 'solo-exhibition', 'shipping']);
    expect(result.find((p) => p.slug === 'exhibition')).toMatchObject({ exists: true, card_count: 1 });
    expect(result.find((p) => p.slug === 'about-us')).toMatchObject({
      exists: false,
      page_name: 'About Us',
      card_count: 0,
      updated_at: null,
    });
    const blank = managedPageAnswer.parse((await call('GET', '/pages/about-us')).json()).result;
    expect(blank).toMatchObject({ exists: false, page_name: 'About Us', page_description: '', cards: [] });
    expectRefusal(await call('GET', '/pages/careers'), 404);
  });

  it('writes a page with sanitised rich text and ordered cards; the storefront answers the clean HTML', async () => {
    const res = await call('PUT', '/pages/about-us', {
      page_name: 'About the gallery',
      page_description:
        '<p>Since 2012 <a href="javascript:alert(1)" onclick="x()">in Qurum</a>.</p><script>alert(1)</script><img src="/x.png" onerror="alert(1)">',
      cards: [
        { title: 'Visit', body: '<p>Open daily <b>10-8</b></p><style>*{}</style>', link: '/contact', position: 2 },
        {
          title: 'Collect',
          body: '<p onmouseover="x()">Advice</p>',
          image_id: picture.id,
          link: 'https://wa.me/96824691234',
          position: 1,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = managedPageAnswer.parse(res.json()).result;
    expect(page).toMatchObject({
      exists: true,
      page_name: 'About the gallery',
      page_description: '<p>Since 2012 <a>in Qurum</a>.</p>',
    });
    expect(page.cards.map((c) => [c.title, c.body, c.position, c.link])).toEqual([
      ['Collect', '<p>Advice</p>', 0, 'https://wa.me/96824691234'],
      ['Visit', '<p>Open daily <b>10-8</b></p>', 1, '/contact'],
    ]);
    expect(page.cards[0]!.image?.url).toContain(picture.storage_key);
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'page.create',
      entity: 'page',
      entity_id: 'about-us',
      staff_id: t.editor.id,
    });

    const storefront = await postJson(t.app, '/admin/api/pages/about-us', {});
    expect(storefront.statusCode).toBe(200);
    const shown = pageAnswer.parse(storefront.json()).result;
    expect(shown.page_description).toBe('<p>Since 2012 <a>in Qurum</a>.</p>');
    expect(JSON.stringify(shown)).not.toMatch(/<script|<style|onerror|onclick|onmouseover|javascript:/i);
    expect(shown.cards.map((c) => c.title)).toEqual(['Collect', 'Visit']);
  });

  it('changes only what it is sent; cards sent replace the old ones', async () => {
    const renamed = managedPageAnswer.parse(
      (await call('PUT', '/pages/exhibition', { page_name: 'Exhibitions' })).json(),
    ).result;
    expect(renamed).toMatchObject({ page_name: 'Exhibitions' });
    expect(renamed.cards.map((c) => c.title)).toEqual(['Group shows']);
    expect(await lastAudit(t.db)).toMatchObject({ action: 'page.update', entity_id: 'exhibition' });
    const emptied = managedPageAnswer.parse((await call('PUT', '/pages/exhibition', { cards: [] })).json()).result;
    expect(emptied.cards).toEqual([]);
    expect(pageAnswer.parse((await postJson(t.app, '/admin/api/pages/exhibition')).json()).result.cards).toEqual([]);
  });

  it('records what a save changed, and a save that changes nothing records and stamps nothing', async () => {
    const save = async (body: Record<string, unknown>) => {
      const res = await call('PUT', '/pages/artwork', body);
      expect(res.statusCode, res.body).toBe(200);
      return managedPageAnswer.parse(res.json()).result;
    };
    const card = { title: 'Commissions', body: '<p>Ask us.</p>', link: '/contact' };
    const first = await save({
      page_name: 'Artwork services',
      page_description: '<p>For collectors.</p>',
      cards: [card],
    });
    // The whole form sent again with one card's words changed: only the cards are recorded.
    const cards = [{ ...card, id: first.cards[0]!.id, body: '<p>Ask us about a commission.</p>' }];
    await save({ page_name: 'Artwork services', page_description: '<p>For collectors.</p>', cards });
    expect((await lastAudit(t.db))!.detail).toBe('Updated the page "artwork": cards (1)');
    const renamed = await save({ page_name: 'Art services', page_description: '<p>For collectors.</p>', cards });
    expect((await lastAudit(t.db))!.detail).toBe('Updated the page "artwork": page_name');

    const audits = (await auditEntries(t.db)).length;
    const again = await save({ page_name: 'Art services', page_description: '<p>For collectors.</p>', cards });
    expect((await auditEntries(t.db)).length).toBe(audits);
    expect(again.updated_at).toBe(renamed.updated_at);
  });

  it('shows the shipping terms under every artwork at once', async () => {
    const artwork = await insertArtwork(t.db);
    await call('PUT', '/pages/shipping', { page_description: '<p>Free delivery in Muscat.</p><script>x</script>' });
    const detail = productDetailAnswer.parse((await postJson(t.app, `/admin/api/product_id/${artwork.id}`)).json());
    expect(detail.shipping.page_description).toBe('<p>Free delivery in Muscat.</p>');
  });

  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    const pdf = await createDocument(t.ctx);
    const before = (await call('GET', '/pages/about-us')).json();
    const audits = (await auditEntries(t.db)).length;
    for (const [body, field] of [
      [{ page_name: '' }, 'page_name'],
      [{ cards: [{ body: 'no title' }] }, 'cards.0.title'],
      [{ cards: [{ title: 'x', link: 'javascript:alert(1)' }] }, 'cards.0.link'],
      [{ cards: [{ title: 'x', link: '//evil.example' }] }, 'cards.0.link'],
      [{ cards: [{ title: 'x', image_id: pdf.id }] }, 'cards.0.image_id'],
      [{ cards: [{ title: 'x', position: -1 }] }, 'cards.0.position'],
      [{ title: 'x' }, 'title'],
    ] as const) {
      expectRefusal(await call('PUT', '/pages/about-us', body), 400, field);
    }
    expectRefusal(await call('PUT', '/pages/careers', { page_name: 'Careers' }), 404);
    expect((await call('GET', '/pages/about-us')).json()).toEqual(before);
    expect((await auditEntries(t.db)).length).toBe(audits);
  });
});
