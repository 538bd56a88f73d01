import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { createExhibition, expectRefusal, imageBytes, multipartBody, pdfBytes } from '#tests/factories/index.ts';
import { expectStaffOnly, lastAudit } from '#tests/factories/staff.ts';
import { applicationAnswer, applicationPageAnswer } from '#shared/api/manage.ts';
import type { Exhibition } from '#server/db/schema.ts';

const t = manageRouteTest();
const { call } = t;
let muscat: Exhibition;
let sur: Exhibition;
let painting: Buffer;
let portfolio: Buffer;

async function apply(
  exhibition: string,
  artist: string,
  withPortfolio: boolean,
  paintingName = 'Terraces',
  filename = 'terraces.jpg',
) {
  const body = await multipartBody(
    {
      exhibition_id: exhibition,
      artist_name: artist,
      artist_email: `${artist.split(' ')[0]!.toLowerCase()}@example.com`,
      artist_mobile: '+968 9123 4567',
      artist_description: 'I paint the mountains.',
      painting_name: paintingName,
    },
    {
      painting_upload: { data: painting, filename, type: 'image/jpeg' },
      ...(withPortfolio
        ? { upload_portfolio: { data: portfolio, filename: 'portfolio.pdf', type: 'application/pdf' } }
        : {}),
    },
  );
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/apply_exhibitions', ...body });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  muscat = await createExhibition(t.ctx, { title: 'Colours of Muscat', withImage: false });
  sur = await createExhibition(t.ctx, { title: 'Sur Harbour', withImage: false });
  painting = await imageBytes({ format: 'jpeg', width: 40, height: 30 });
  portfolio = await pdfBytes('Portfolio');
  await apply('Colours of Muscat', 'Maryam Al Balushi', true, 'Terraces', 'لوحة terraces.jpg');
  await apply('Sur Harbour', 'Khalid Al Amri', false, 'Dhow at Rest');
  await apply(String(muscat.id), 'Aisha Al Harthy', false, 'Falaj');
});
const list = async (query = '') => {
  const res = await call('GET', `/applications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return applicationPageAnswer.parse(res.json());
};

describe('back-office exhibition applications', () => {
  it('answers 401 on every application endpoint without a staff session or with a customer session', async () => {
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: '/applications' },
      { method: 'GET', path: '/applications/1' },
      { method: 'PATCH', path: '/applications/1', body: { status: 'accepted' } },
      { method: 'GET', path: '/applications/1/painting' },
      { method: 'GET', path: '/applications/1/portfolio' },
    ]);
    const rows = await t.db.selectFrom('exhibition_application').select('status').execute();
    expect(rows.map((r) => r.status)).toEqual(['new', 'new', 'new']);
  });

  it('lists applications newest first with their exhibition and files, filters, searches and pages', async () => {
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.result.map((a) => a.artist_name)).toEqual(['Aisha Al Harthy', 'Khalid Al Amri', 'Maryam Al Balushi']);
    const maryam = all.result[2]!;
    expect(maryam).toMatchObject({
      exhibition_id: muscat.id,
      exhibition_title: 'Colours of Muscat',
      exhibition_slug: muscat.exhibition_slug,
      exhibition_label: 'Colours of Muscat',
      artist_email: 'maryam@example.com',
      painting_name: 'Terraces',
      status: 'new',
      painting: { mime: 'image/jpeg', download_url: `/admin/api/manage/applications/${maryam.id}/painting` },
      portfolio: {
        mime: 'application/pdf',
        original_name: 'portfolio.pdf',
        download_url: `/admin/api/manage/applications/${maryam.id}/portfolio`,
      },
    });
    expect(all.result[1]!.portfolio).toBeNull();

    expect((await list(`?exhibition_id=${muscat.id}`)).result.map((a) => a.artist_name)).toEqual([
      'Aisha Al Harthy',
      'Maryam Al Balushi',
    ]);
    expect((await list('?search=dhow')).result.map((a) => a.artist_name)).toEqual(['Khalid Al Amri']);
    expect((await list('?search=KHALID@')).result).toHaveLength(1);
    expect((await list(`?exhibition_id=${sur.id}&status=accepted`)).result).toEqual([]);
    const paged = await list('?per_page=2&page=2');
    expect(paged).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(paged.result.map((a) => a.artist_name)).toEqual(['Maryam Al Balushi']);
    for (const [query, field] of [
      ['?status=maybe', 'status'],
      ['?exhibition_id=x', 'exhibition_id'],
      ['?per_page=201', 'per_page'],
      ['?sort=name', 'sort'],
    ] as const) {
      expectRefusal(await call('GET', `/applications${query}`), 400, field);
    }
  });

  it('moves an application through its statuses with an audit entry', async () => {
    const [aisha] = (await list('?search=aisha')).result;
    const res = await call('PATCH', `/applications/${aisha!.id}`, { status: 'shortlisted' });
    expect(res.statusCode, res.body).toBe(200);
    expect(applicationAnswer.parse(res.json()).result.status).toBe('shortlisted');
    expect(await lastAudit(t.db)).toMatchObject({
      action: 'application.status',
      entity: 'exhibition_application',
      entity_id: String(aisha!.id),
      staff_id: t.editor.id,
    });
    expect((await lastAudit(t.db))!.detail).toContain('new → shortlisted');
    expect((await list('?status=shortlisted')).result.map((a) => a.id)).toEqual([aisha!.id]);
    expectRefusal(await call('PATCH', `/applications/${aisha!.id}`, { status: 'maybe' }), 400, 'status');
    expectRefusal(await call('PATCH', `/applications/${aisha!.id}`, {}), 400, 'status');
    expectRefusal(await call('PATCH', '/applications/999999', { status: 'accepted' }), 404);
    expect(applicationAnswer.parse((await call('GET', `/applications/${aisha!.id}`)).json()).result.status).toBe(
      'shortlisted',
    );
  });

  it('streams the private files to staff as attachments with their content type', async () => {
    const maryam = (await list('?search=maryam')).result[0]!;
    const res = await call('GET', `/applications/${maryam.id}/painting`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____ terraces.jpg"; filename*=UTF-8''${encodeURIComponent('لوحة terraces.jpg')}`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.rawPayload, painting)).toBe(0);

    const pdf = await call('GET', `/applications/${maryam.id}/portfolio`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="portfolio\.pdf"/);
    expect(Buffer.compare(pdf.rawPayload, portfolio)).toBe(0);

    const khalid = (await list('?search=khalid')).result[0]!;
    expectRefusal(await call('GET', `/applications/${khalid.id}/portfolio`), 404);
    expectRefusal(await call('GET', '/applications/999999/painting'), 404);
    expectRefusal(await call('GET', '/applications/abc/painting'), 400, 'id');
  });

  it('never serves the private files under /media, whatever the path', async () => {
    const maryam = (await list('?search=maryam')).result[0]!;
    const keys = await t.db.selectFrom('media').select(['storage_key', 'kind']).where('kind', '=', 'private').execute();
    expect(keys.length).toBe(4);
    const privateDir = path.join(t.env.dataDir, 'media', 'private');
    for (const { storage_key } of keys) {
      expect(fs.existsSync(path.join(privateDir, storage_key))).toBe(true);
      for (const url of [
        `/media/${storage_key}`,
        `/media/private/${storage_key}`,
        `/media/../private/${storage_key}`,
        `/media/%2e%2e/private/${storage_key}`,
        `/media/..%2fprivate%2f${storage_key}`,
        `/media/%2e%2e%2fprivate%2f${storage_key}`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).not.toBe(200);
        expect(Buffer.compare(res.rawPayload, painting), url).not.toBe(0);
      }
    }
    // Nor through the staff download route without a session.
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/admin/api/manage/applications/${maryam.id}/painting`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.rawPayload.length).toBeLessThan(200);
  });

  it('answers 404, not a broken download, when a stored file has gone missing', async () => {
    const khalid = (await list('?search=khalid')).result[0]!;
    const media = await t.db
      .selectFrom('media')
      .select('storage_key')
      .where('id', '=', khalid.painting!.id)
      .executeTakeFirstOrThrow();
    fs.rmSync(path.join(t.env.dataDir, 'media', 'private', media.storage_key));
    expectRefusal(await call('GET', `/applications/${khalid.id}/painting`), 404);
  });
});
