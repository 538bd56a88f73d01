import { beforeAll, describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';
import { createPressArticle, expectRefusal, oversizedJson, postJson, postRaw } from '#tests/factories/index.ts';
import { pressAnswer } from '#shared/api/gallery.ts';

const t = routeTest();

beforeAll(async () => {
  await createPressArticle(t.ctx, { article_title: 'Older piece', published_on: '2024-05-01' });
  await createPressArticle(t.ctx, {
    article_title: 'Newest piece',
    published_on: '2025-06-01',
    press_name: 'Muscat Daily',
  });
  await createPressArticle(t.ctx, { article_title: 'No files', published_on: '2025-01-01', withFiles: false });
});

describe('POST /press_release', () => {
  it('lists articles newest first with their PDF, image and logo URLs', async () => {
    for (const body of [undefined, {}]) {
      const res = await postJson(t.app, '/admin/api/press_release', body);
      expect(res.statusCode).toBe(200);
      const { result } = pressAnswer.parse(res.json());
      expect(result.map((a) => a.article_title)).toEqual(['Newest piece', 'Older piece']);
      expect(result[0]).toMatchObject({ press_name: 'Muscat Daily', published_on: '2025-06-01' });
      expect(result[0]!.article_pdf).toMatch(/^\/media\/.+\.pdf$/);
      expect(result[0]!.article_image).toMatch(/^\/media\/.+\.webp$/);
      expect(result[0]!.press_logo).toMatch(/^\/media\/.+\.webp$/);
    }
  });

  it('keeps an article without its PDF off the storefront until its document is attached', async () => {
    const { result } = pressAnswer.parse((await postJson(t.app, '/admin/api/press_release')).json());
    expect(result.some((a) => a.article_title === 'No files')).toBe(false);
    expect(result.every((a) => a.article_pdf !== '')).toBe(true);
  });

  it('serves the article PDF publicly', async () => {
    const { result } = pressAnswer.parse((await postJson(t.app, '/admin/api/press_release')).json());
    const pdf = await t.app.inject({ method: 'GET', url: result[0]!.article_pdf });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses broken bodies', async () => {
    expectRefusal(await postRaw(t.app, '/admin/api/press_release', '{"x"'), 400);
    expectRefusal(await postJson(t.app, '/admin/api/press_release', 'text'), 400, 'body');
    expectRefusal(await postRaw(t.app, '/admin/api/press_release', oversizedJson()), 413);
  });
});
