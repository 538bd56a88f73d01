import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { startTestBucket, type TestBucket } from '#tests/setup/s3.ts';
import {
  createExhibition,
  expectRefusal,
  factoryContext,
  imageBytes,
  multipartBody,
  pdfBytes,
  type FactoryContext,
  type FilePart,
} from '#tests/factories/index.ts';
import { manage, signedInStaff, type SignedInStaff } from '#tests/factories/staff.ts';
import { applicationPageAnswer, mediaAnswer } from '#shared/api/manage.ts';
import { EnvError, parseEnv } from '../env.ts';
import { uploadMedia } from '../modules/media/media.manage.service.ts';
import { createFileStore, localFileStore, s3FileStore, s3SettingsOf, type FileStore } from './storage.ts';

// The same uploads, pages and downloads as on the local disk, with the files in a real S3-compatible
// server: nothing of them lands in DATA_DIR, and every process on the bucket sees them.
let bucket: TestBucket;
let t: TestApp;
let ctx: FactoryContext;
let editor: SignedInStaff;

beforeAll(async () => {
  bucket = await startTestBucket({ prefix: 'muscat/' });
  t = await buildTestApp(bucket.env);
  ctx = factoryContext(t);
  editor = await signedInStaff(t.db, 'editor');
});
afterAll(async () => {
  await t?.close();
  await bucket?.close();
});

async function upload(file: FilePart, fields: Record<string, string> = {}) {
  const body = await multipartBody(fields, { file });
  return t.app.inject({ method: 'POST', url: '/admin/api/manage/media', cookies: editor.cookies, ...body });
}
const keysUnder = async (folder: string) => (await bucket.keys()).filter((k) => k.startsWith(`muscat/${folder}/`));

describe('media in an S3-compatible bucket', () => {
  it('stores every size of an uploaded image in the bucket, none on the local disk', async () => {
    const res = await upload(
      { data: await imageBytes({ format: 'jpeg', width: 1000, height: 700 }), filename: 'dunes.jpg' },
      { alt: 'Dunes at Wahiba' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { result } = mediaAnswer.parse(res.json());
    const key = result.image_set!.key;
    expect(await keysUnder('public')).toEqual(
      expect.arrayContaining([320, 640, 960, 1000].map((w) => `muscat/public/${key}-${w}.webp`)),
    );
    expect(fs.existsSync(path.join(t.env.dataDir, 'media'))).toBe(false);
  });

  it('serves a public file under the same /media URL with the same caching, conditional and range answers', async () => {
    const res = await upload({ data: await imageBytes({ width: 800, height: 600 }), filename: 'harbour.png' });
    const { result } = mediaAnswer.parse(res.json());
    expect(result.url).toMatch(/^\/media\/[A-Za-z0-9_-]+-640\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['last-modified']).toBeTruthy();
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const name = result.url.slice('/media/'.length);
    expect(Buffer.compare(await createFileStore(t.env).read('public', name), served.rawPayload)).toBe(0);
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);

    const unchanged = await t.app.inject({ method: 'GET', url: result.url, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);

    const sinceThen = await t.app.inject({
      method: 'GET',
      url: result.url,
      headers: { 'if-modified-since': served.headers['last-modified'] as string },
    });
    expect(sinceThen.statusCode).toBe(304);
    expect(sinceThen.rawPayload.length).toBe(0);

    const head = await t.app.inject({ method: 'HEAD', url: result.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(served.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);

    const part = await t.app.inject({ method: 'GET', url: result.url, headers: { range: 'bytes=0-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-11/${served.rawPayload.length}`);
    expect(Buffer.compare(part.rawPayload, served.rawPayload.subarray(0, 12))).toBe(0);

    const beyond = await t.app.inject({ method: 'GET', url: result.url, headers: { range: 'bytes=99999999-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.rawPayload.length).toBe(0);

    for (const url of ['/media/no-such-file-640.webp', '/media/a/b.webp', '/media/..%2fpublic%2fx.webp']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ errors: [] });
    }
  });

  it('serves a PDF for press articles, and the pictures the factories and the seed store through the same store', async () => {
    const res = await upload({ data: await pdfBytes('Review'), filename: 'review.pdf', type: 'application/pdf' });
    const { result } = mediaAnswer.parse(res.json());
    const served = await t.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const exhibition = await createExhibition(ctx, { title: 'Light of Sur' });
    const image = await t.db
      .selectFrom('media')
      .select('storage_key')
      .where('id', '=', exhibition.image_id!)
      .executeTakeFirstOrThrow();
    expect((await keysUnder('public')).some((k) => k.startsWith(`muscat/public/${image.storage_key}-`))).toBe(true);
  });

  it('removes from the bucket what a failed upload had already written', async () => {
    const store = createFileStore(t.env);
    let puts = 0;
    // The third size fails as a full or unreachable bucket would, after two were stored.
    const failing: FileStore = {
      ...store,
      put: async (visibility, name, data) => {
        if (++puts === 3) throw new Error('bucket refused the write');
        await store.put(visibility, name, data);
      },
    };
    const before = await bucket.keys();
    const media = (await t.db.selectFrom('media').select('id').execute()).length;
    const data = await imageBytes({ width: 1200, height: 900 });
    await expect(uploadMedia(t.db, failing, editor, { data, filename: 'x.png' })).rejects.toThrow(
      'bucket refused the write',
    );
    expect(puts).toBe(3);
    expect(await bucket.keys()).toEqual(before);
    expect((await t.db.selectFrom('media').select('id').execute()).length).toBe(media);
  });

  it('keeps exhibition applications private: in the bucket, downloadable by staff only, never under /media', async () => {
    const show = await createExhibition(ctx, { title: 'Colours of Nizwa', withImage: false });
    const painting = await imageBytes({ format: 'jpeg', width: 40, height: 30 });
    const body = await multipartBody(
      {
        exhibition_id: String(show.id),
        artist_name: 'Maryam Al Balushi',
        artist_email: 'maryam@example.com',
        artist_mobile: '+968 9123 4567',
        artist_description: 'I paint the mountains.',
        painting_name: 'Terraces',
      },
      { painting_upload: { data: painting, filename: 'terraces.jpg', type: 'image/jpeg' } },
    );
    const applied = await t.app.inject({ method: 'POST', url: '/admin/api/apply_exhibitions', ...body });
    expect(applied.statusCode, applied.body).toBe(200);
    const [file] = await keysUnder('private');
    expect(file).toMatch(/^muscat\/private\/[A-Za-z0-9_-]+\.jpg$/);
    const name = file!.slice('muscat/private/'.length);

    const listed = applicationPageAnswer.parse((await manage(t.app, 'GET', '/applications', editor.cookies)).json())
      .result[0]!;
    const download = await manage(t.app, 'GET', `/applications/${listed.id}/painting`, editor.cookies);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(download.rawPayload, painting)).toBe(0);
    expect((await manage(t.app, 'GET', `/applications/${listed.id}/painting`)).statusCode).toBe(401);

    for (const url of [`/media/${name}`, `/media/private/${name}`, `/media/..%2fprivate%2f${name}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }

    // A file gone from the bucket is a 404 for staff, not a broken download.
    await createFileStore(t.env).remove('private', name);
    expectRefusal(await manage(t.app, 'GET', `/applications/${listed.id}/painting`, editor.cookies), 404);
  });
});

describe('the store can say whether it is ready (for /readyz)', () => {
  it('is ready on a reachable bucket and on a writable folder', async () => {
    await expect(createFileStore(t.env).ready()).resolves.toBeUndefined();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-media-'));
    await expect(localFileStore(folder).ready()).resolves.toBeUndefined();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('is not ready, saying why, when the bucket is missing or its server does not answer', async () => {
    const settings = s3SettingsOf(parseEnv(bucket.env));
    await expect(s3FileStore({ ...settings, bucket: 'no-such-bucket' }).ready()).rejects.toThrow(
      /^the media bucket no-such-bucket cannot be reached: it does not exist$/,
    );
    const stopped = await startTestBucket();
    await stopped.close();
    await expect(s3FileStore(s3SettingsOf(parseEnv(stopped.env))).ready()).rejects.toThrow(
      /^the media bucket gallery-media cannot be reached: /,
    );
  });
});

describe('/readyz with media in S3', () => {
  it('answers 200 with the bucket reachable, 503 naming the media check when it is not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', media: 'ok' } });

    const missing = await buildTestApp({ ...bucket.env, S3_BUCKET: 'no-such-bucket' });
    try {
      const notReady = await missing.app.inject({ method: 'GET', url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', media: 'the media bucket cannot be reached' },
      });
    } finally {
      await missing.close();
    }
  });
});

describe('S3 settings', () => {
  it('are off by default, and read from S3_* when S3_BUCKET is set', () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    const settings = s3SettingsOf(parseEnv({ ...bucket.env, S3_PREFIX: 'galleries/muscat' }));
    expect(settings).toEqual({
      bucket: 'gallery-media',
      region: 'us-east-1',
      endpoint: bucket.endpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      prefix: 'galleries/muscat/',
    });
    // Without keys, the SDK's own credentials (an instance role) apply.
    expect(s3SettingsOf(parseEnv({ S3_BUCKET: 'gallery-media' })).credentials).toBeUndefined();
  });

  it('stop the process with one line naming the bad variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { S3_BUCKET: 'Gallery Media' },
        /^Invalid environment variable S3_BUCKET="Gallery Media": must be a bucket name/,
      ],
      [{ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, /^Invalid environment variable S3_ENDPOINT="minio:9000"/],
      [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, /^Invalid environment variable S3_FORCE_PATH_STYLE="yes"/],
      [{ S3_BUCKET: 'media', S3_PREFIX: '/media' }, /^Invalid environment variable S3_PREFIX="\/media"/],
      [
        { S3_ENDPOINT: 'http://minio:9000' },
        /^Invalid environment variable S3_BUCKET="": is required when S3_ENDPOINT/,
      ],
      [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, /S3_SECRET_ACCESS_KEY="": is required when S3_ACCESS_KEY_ID/],
    ];
    for (const [env, message] of cases) {
      expect(() => parseEnv(env)).toThrow(EnvError);
      expect(() => parseEnv(env)).toThrow(message);
    }
  });
});
