import { beforeAll, describe, expect, it } from 'vitest';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { createDocument, createImage, createPressArticle, expectRefusal, postJson } from '#tests/factories/index.ts';
import { auditEntries, expectStaffOnly, lastAudit } from '#tests/factories/staff.ts';
import { pressArticleAnswer, pressPageAnswer } from '#shared/api/manage.ts';
import { pressAnswer } from '#shared/api/gallery.ts';
import type { Media } from '#server/db/schema.ts';

const t = manageRouteTest();
const { call } = t;
let photo: Media;
let logo: Media;
let pdf: Media;

beforeAll(async () => {
  [photo, logo, pdf] = [
    await createImage(t.ctx, { alt: 'Photo' }),
    await createImage(t.ctx, { alt: 'Logo' }),
    await createDocument(t.ctx),
  ];
});

const pressCount = async () => (await t.db.selectFrom('press_article').select('id').execute()).length;

describe('back-office press articles', () => {
  it('answers 401 on every press endpoint without a staff session or with a customer session', async () => {
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: '/press' },
      { method: 'GET', path: '/press/1' },
      { method: 'POST', path: '/press', body: { article_title: 'X', press_name: 'Y', published_on: '2026-01-01' } },
      { method: 'PUT', path: '/press/1', body: { press_name: 'Y' } },
      { method: 'DELETE', path: '/press/1' },
    ]);
    expect(await pressCount()).toBe(0);
  });

  it('adds an article with its image, logo and PDF; the storefront lists it at once', async () => {
    const res = await call('POST', '/press', {
      article_title: 'A gallery for the coast',
      press_name: 'Times of Oman',
      published_on: '2026-02-14',
      image_id: photo.id,
      press_logo_id: logo.id,
      pdf_id: pdf.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const article = pressArticleAnswer.parse(res.json()).result;
    expect(article).toMatchObject({
      article_title: 'A gallery for the coast',
      press_name: 'Times of Oman',
      published_on: '2026-02-14',
    });
    expect(article.pdf?.url).toBe(`/media/${pdf.storage_key}.pdf`);
    expect(article.press_logo?.kind).toBe('image');
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'press.create',
      entity: 'press_article',
      entity_id: String(article.id),
      staff_id: t.editor.id,
    });

    const list = pressAnswer.parse((await postJson(t.app, '/admin/api/press_release')).json()).result;
    expect(list[0]).toMatchObject({
      id: article.id,
      article_title: 'A gallery for the coast',
      article_pdf: `/media/${pdf.storage_key}.pdf`,
    });
  });

  it('refuses bad input with 400 naming the field, adding nothing', async () => {
    const base = { article_title: 'T', press_name: 'P', published_on: '2026-01-01' };
    const before = await pressCount();
    for (const [override, field] of [
      [{ article_title: '' }, 'article_title'],
      [{ published_on: 'yesterday' }, 'published_on'],
      [{ published_on: '2026-13-01' }, 'published_on'],
      [{ pdf_id: photo.id }, 'pdf_id'],
      [{ image_id: pdf.id }, 'image_id'],
      [{ press_logo_id: 999_999 }, 'press_logo_id'],
      [{ url: 'https://x' }, 'url'],
    ] as const) {
      expectRefusal(await call('POST', '/press', { ...base, ...override }), 400, field);
    }
    expectRefusal(await call('POST', '/press', { article_title: 'T' }), 400, 'press_name');
    expect(await pressCount()).toBe(before);
  });

  it('updates, lists with search and deletes', async () => {
    const article = await createPressArticle(t.ctx, {
      article_title: 'Muscat art week',
      press_name: 'Muscat Daily',
      withFiles: false,
    });
    const updated = await call('PUT', `/press/${article.id}`, { press_name: 'Oman Observer', pdf_id: pdf.id });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(pressArticleAnswer.parse(updated.json()).result).toMatchObject({
      press_name: 'Oman Observer',
      pdf_id: pdf.id,
      article_title: 'Muscat art week',
    });
    expect(await lastAudit(t.db)).toMatchObject({ action: 'press.update', entity_id: String(article.id) });
    const cleared = pressArticleAnswer.parse(
      (await call('PUT', `/press/${article.id}`, { pdf_id: null })).json(),
    ).result;
    expect(cleared.pdf).toBeNull();
    expectRefusal(await call('PUT', `/press/${article.id}`, { published_on: '' }), 400, 'published_on');
    expectRefusal(await call('PUT', '/press/999999', { press_name: 'x' }), 404);

    const found = pressPageAnswer.parse((await call('GET', '/press?search=observer')).json());
    expect(found.total).toBe(1);
    expect(found.result[0]!.id).toBe(article.id);

    const audits = (await auditEntries(t.db)).length;
    const removed = await call('DELETE', `/press/${article.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await auditEntries(t.db)).length).toBe(audits + 1);
    expectRefusal(await call('GET', `/press/${article.id}`), 404);
    const list = pressAnswer.parse((await postJson(t.app, '/admin/api/press_release')).json()).result;
    expect(list.map((p) => p.id)).not.toContain(article.id);
  });
});
