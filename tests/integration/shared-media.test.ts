import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageBytes } from '#tests/factories/media.ts';
import { startTestBucket, type TestBucket } from '#tests/setup/s3.ts';
import { serverProcesses } from '#tests/setup/server-process.ts';
import { testDatabaseUrl, testEngine } from '#tests/setup/test-app.ts';

// Two server processes behind one load balancer share a database and a bucket: a picture uploaded
// through one is served by the other, with nothing kept on either machine's disk. On PostgreSQL (a
// database made for the test) when TEST_DATABASE_URL names one; otherwise on one SQLite file.
const folders = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-shared-media-')));
let bucket: TestBucket;
let databaseUrl: string;
let dropDatabase = async () => {};

beforeAll(async () => {
  bucket = await startTestBucket({ prefix: 'muscat/' });
  if (testEngine === 'postgres') {
    const name = `gallery_media_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    databaseUrl = `sqlite:${path.join(folders[0]!, 'gallery.sqlite')}`;
  }
});
afterAll(async () => {
  await dropDatabase();
  await bucket?.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const startServer = serverProcesses();
const start = (dataDir: string, env: Record<string, string>) =>
  startServer({ ...bucket.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, HOST: '127.0.0.1', ...env });

const filesIn = (folder: string): string[] =>
  fs.existsSync(folder)
    ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }).flatMap((e) => (e.isFile() ? [e.name] : []))
    : [];

describe('two processes on one database and one bucket', () => {
  it('serves from one process the artwork picture uploaded through the other', async () => {
    const ports = [0, 1].map(() => 20000 + Math.floor(Math.random() * 20000));
    const owner = { email: 'owner@gallery.test', password: 'one-bucket-for-both' };
    // One after the other: the first migrates the new database and creates the owner.
    const first = start(folders[0]!, {
      PORT: String(ports[0]),
      STAFF_EMAIL: owner.email,
      STAFF_PASSWORD: owner.password,
    });
    expect(await first.ready, first.output()).toBe(true);
    const second = start(folders[1]!, { PORT: String(ports[1]) });
    expect(await second.ready, second.output()).toBe(true);
    const [one, other] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];

    // As a load balancer asks: again until it answers (a check that takes 2 s on a busy machine fails).
    for (const url of [one, other]) {
      const readiness = async () => (await fetch(`${url}/readyz`)).json();
      await expect
        .poll(readiness, { timeout: 10_000, interval: 200 })
        .toEqual({ status: 'ready', checks: { database: 'ok', media: 'ok' } });
    }

    const signedIn = await fetch(`${one}/admin/api/manage/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: one },
      body: JSON.stringify(owner),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const form = new FormData();
    const picture = await imageBytes({ format: 'jpeg', width: 1200, height: 900 });
    form.set('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'dhow-at-sur.jpg');
    form.set('alt', 'A dhow at rest in Sur');
    const uploaded = await fetch(`${one}/admin/api/manage/media`, {
      method: 'POST',
      headers: { origin: one, cookie },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const media = ((await uploaded.json()) as { result: { id: number; url: string } }).result;

    const created = await fetch(`${one}/admin/api/manage/artworks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: one, cookie },
      body: JSON.stringify({
        name: 'Dhow at Rest',
        product_slug: 'dhow-at-rest',
        price: 450_000,
        status: 'published',
        images: [media.id],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);

    // The other process finds the work in the shared database (within the change feed's interval, as
    // it may cache the catalogue in memory) and serves its picture from the bucket.
    const featureImage = async () => {
      const detail = await fetch(`${other}/admin/api/product_id/dhow-at-rest`, { method: 'POST' });
      return detail.ok ? ((await detail.json()) as { result: { feature_image: string } }).result.feature_image : null;
    };
    await expect.poll(featureImage, { timeout: 10_000, interval: 100 }).toBe(media.url);

    const [fromOther, fromOne] = await Promise.all([fetch(`${other}${media.url}`), fetch(`${one}${media.url}`)]);
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get('content-type')).toBe('image/webp');
    expect(fromOther.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await fromOther.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    expect(Buffer.compare(bytes, Buffer.from(await fromOne.arrayBuffer()))).toBe(0);
    // Both processes give the same validator, so a browser's copy stays valid whichever answers next.
    expect(fromOther.headers.get('etag')).toBe(fromOne.headers.get('etag'));

    const key = media.url.slice('/media/'.length);
    expect(await bucket.keys()).toContain(`muscat/public/${key}`);
    for (const folder of folders) expect(filesIn(path.join(folder, 'media'))).toEqual([]);

    for (const run of [first, second]) run.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(await second.exited).toBe(0);
  }, 120_000);
});
