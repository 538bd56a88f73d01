import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '#tests/setup/test-app.ts';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import {
  expectRefusal,
  imageBytes,
  multipartBody,
  pdfBytes,
  pngWithBrokenPixels,
  type FilePart,
} from '#tests/factories/index.ts';
import { expectStaffOnly, lastAudit } from '#tests/factories/staff.ts';
import { mediaAnswer } from '#shared/api/manage.ts';
import { imageSrc } from '#shared/media.ts';

const t = manageRouteTest();

const publicDir = () => path.join(t.env.dataDir, 'media', 'public');
const publicFiles = () => (fs.existsSync(publicDir()) ? fs.readdirSync(publicDir()).sort() : []);
const mediaCount = async () => (await t.db.selectFrom('media').select('id').execute()).length;

async function upload(
  app: TestApp['app'],
  files: Record<string, FilePart>,
  fields: Record<string, string> = {},
  who = t.editor,
) {
  const body = await multipartBody(fields, files);
  return app.inject({ method: 'POST', url: '/admin/api/manage/media', cookies: who.cookies, ...body });
}

describe('POST /admin/api/manage/media', () => {
  it('answers 401 without a staff session or with a customer session', async () => {
    await expectStaffOnly(t.app, t.db, [{ method: 'POST', path: '/media', body: {} }]);
    const body = await multipartBody({}, { file: { data: await imageBytes(), filename: 'a.png', type: 'image/png' } });
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/manage/media', ...body });
    expect(res.statusCode).toBe(401);
    expect(await mediaCount()).toBe(0);
  });

  it('stores an image as responsive WebP without its metadata, and records who uploaded it', async () => {
    const withExif = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#b5651d' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret GPS place', Artist: 'Camera owner' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const res = await upload(
      t.app,
      { file: { data: withExif, filename: 'dunes.jpg', type: 'image/jpeg' } },
      { alt: 'Blue dunes' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { result } = mediaAnswer.parse(res.json());
    expect(result).toMatchObject({
      kind: 'image',
      mime: 'image/webp',
      width: 1000,
      height: 700,
      alt: 'Blue dunes',
      original_name: 'dunes.jpg',
    });
    expect(result.url).toMatch(/^\/media\/[A-Za-z0-9_-]+-640\.webp$/);
    expect(result.image_set).toMatchObject({
      widths: [320, 640, 960, 1000],
      width: 1000,
      height: 700,
      alt: 'Blue dunes',
    });
    expect(imageSrc(result.image_set!)).toBe(result.url);

    const served = await t.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Each upload gets a new address, so its files never change under it.
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('Secret GPS place');

    expect(await lastAudit(t.db)).toMatchObject({
      staff_id: t.editor.id,
      action: 'media.upload',
      entity: 'media',
      entity_id: String(result.id),
    });
  });

  it('stores a PDF as a public document', async () => {
    const res = await upload(t.app, {
      file: { data: await pdfBytes('Review'), filename: 'review.pdf', type: 'application/pdf' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { result } = mediaAnswer.parse(res.json());
    expect(result).toMatchObject({
      kind: 'document',
      mime: 'application/pdf',
      image_set: null,
      original_name: 'review.pdf',
    });
    expect(result.url).toMatch(/^\/media\/[A-Za-z0-9_-]+\.pdf$/);
    const served = await t.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses by content what is neither an image nor a PDF, whatever its name or type says, and keeps nothing', async () => {
    const before = { media: await mediaCount(), files: publicFiles() };
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      Buffer.alloc(2048, 0x41),
    ]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const brokenPng = Buffer.concat([(await imageBytes()).subarray(0, 40), Buffer.alloc(200, 7)]);
    for (const file of [
      { data: exe, filename: 'photo.jpg', type: 'image/jpeg' },
      { data: exe, filename: 'setup.exe', type: 'application/octet-stream' },
      { data: svg, filename: 'logo.svg', type: 'image/svg+xml' },
      { data: html, filename: 'page.pdf', type: 'application/pdf' },
      { data: brokenPng, filename: 'broken.png', type: 'image/png' },
      // Its size reads, its pixels do not: refused while the sizes are made, none of them kept.
      { data: pngWithBrokenPixels(), filename: 'damaged.png', type: 'image/png' },
    ]) {
      const res = await upload(t.app, { file });
      const body = expectRefusal(res, 400, 'file');
      expect(body.message, file.filename).toMatch(/^file: /);
    }
    expect(await mediaCount()).toBe(before.media);
    expect(publicFiles()).toEqual(before.files);
  });

  it('refuses a missing file, other fields and a body that is not multipart', async () => {
    expectRefusal(await upload(t.app, {}, { alt: 'nothing' }), 400, 'file');
    expectRefusal(
      await upload(t.app, { file: { data: Buffer.alloc(0), filename: '', type: 'application/octet-stream' } }),
      400,
      'file',
    );
    expectRefusal(await upload(t.app, { picture: { data: await imageBytes(), filename: 'a.png' } }), 400, 'picture');
    expectRefusal(
      await upload(t.app, { file: { data: await imageBytes(), filename: 'a.png' } }, { title: 'x' }),
      400,
      'title',
    );
    expectRefusal(
      await upload(t.app, { file: { data: await imageBytes(), filename: 'a.png' } }, { alt: 'x'.repeat(301) }),
      400,
      'alt',
    );
    // PostgreSQL's text cannot hold U+0000: refused on both engines, naming the field.
    expectRefusal(
      await upload(t.app, { file: { data: await imageBytes(), filename: 'a.png' } }, { alt: 'Blue\u0000dunes' }),
      400,
      'alt',
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/admin/api/manage/media',
      cookies: t.editor.cookies,
      payload: { file: 'aGVsbG8=' },
    });
    expectRefusal(json, 415, 'file');
  });
});

describe('upload size bound', () => {
  const small = manageRouteTest({ env: { MAX_UPLOAD_MB: '0.1' } });

  it('answers 413 naming the file for an upload over MAX_UPLOAD_MB, and stores nothing', async () => {
    const big = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#123456' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(0.1 * 1024 * 1024);
    const res = await upload(
      small.app,
      { file: { data: big, filename: 'big.png', type: 'image/png' } },
      {},
      small.editor,
    );
    const body = expectRefusal(res, 413, 'file');
    expect(body.message).toBe('file: must be at most 0.1 MB');
    expect(await small.db.selectFrom('media').select('id').execute()).toEqual([]);
    const ok = await upload(
      small.app,
      { file: { data: await imageBytes(), filename: 'small.png', type: 'image/png' } },
      {},
      small.editor,
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
