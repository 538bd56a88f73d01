import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import type { Artist, Artwork, Exhibition } from '#server/db/schema.ts';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { createArtist, createArtwork, createExhibition, createImage, factoryContext } from '#tests/factories/index.ts';
import { getSettings, updateSettings } from '../settings/settings.service.ts';
import { siteHead } from './seo.service.ts';

const PUBLIC_URL = 'https://gallery.example.om';

/** The storefront's server build in miniature, for the addresses beside the pages. */
const SERVER_BUILD = path.resolve('tests/fixtures/storefront-build.mjs');

let testDb: TestDb;
let server: FastifyInstance;
let webRoot: string;
let ctx: ReturnType<typeof factoryContext>;
let layla: Artist;
let draft: Artwork;
let show: Exhibition;

beforeAll(async () => {
  testDb = await createTestDb();
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-web-'));
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testDb.dataDir, PUBLIC_URL });
  server = Fastify({ logger: { level: 'silent' } });
  await server.register(app, { env, dbHandle: testDb.handle, serveWeb: true, webRoot, serverBuild: SERVER_BUILD });
  await server.ready();

  ctx = factoryContext({ db: testDb.db, env });
  await updateSettings(testDb.db, {
    template: 'Bait Al Fann',
    meta_description: 'Buy wall art online in Oman & the Gulf.',
  });
  layla = await createArtist(ctx, {
    first_name: 'Layla',
    last_name: 'Al Said',
    artist_slug: 'layla-al-said',
    description: '<p>Layla paints the <strong>light</strong> of the coast.</p>',
  });
  await testDb.db
    .updateTable('artist')
    .set({ updated_at: '2026-03-02T08:00:00.000Z' })
    .where('id', '=', layla.id)
    .execute();
  await createArtwork(ctx, {
    artist: layla,
    name: 'Dunes "at" <Dusk> & $& Sea',
    product_slug: 'dunes-at-dusk',
    short_description: 'Evening light over the Wahiba Sands.',
    updated_at: '2026-04-05T10:30:00.000Z',
  });
  draft = await createArtwork(ctx, { artist: layla, name: 'Unfinished', product_slug: 'unfinished', status: 'draft' });
  show = await createExhibition(ctx, { title: 'Light of the Coast', updated_at: '2026-02-01T00:00:00.000Z' });
});

afterAll(async () => {
  await server?.close();
  await testDb?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('the head every page shares', () => {
  it('names the gallery, and gives its logo as an absolute preview picture once it has one', async () => {
    const settings = await getSettings(testDb.db);
    expect(await siteHead(testDb.db, PUBLIC_URL)).toEqual({ siteName: settings.company_name });

    const logo = await createImage(ctx, { width: 1600 });
    await updateSettings(testDb.db, { company_logo_id: logo.id });
    const head = await siteHead(testDb.db, PUBLIC_URL);
    expect(head.image).toMatch(new RegExp(`^${PUBLIC_URL}/media/${logo.storage_key}-\\d+\\.webp$`));
    expect(head.imageAlt).toBe(settings.company_name);
    await updateSettings(testDb.db, { company_logo_id: null });
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the static pages and every published artwork, artist and exhibition with absolute URLs and lastmod', async () => {
    const response = await server.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    const xml = response.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({
      loc: m[1]!,
      lastmod: m[2],
    }));
    const locs = urls.map((u) => u.loc);
    for (const page of [
      '/',
      '/about',
      '/arts',
      '/artist',
      '/exhibitions',
      '/press-release',
      '/contact',
      '/services/arts',
    ]) {
      expect(locs).toContain(`${PUBLIC_URL}${page}`);
    }
    expect(urls).toContainEqual({ loc: `${PUBLIC_URL}/arts/dunes-at-dusk`, lastmod: '2026-04-05T10:30:00Z' });
    expect(urls).toContainEqual({ loc: `${PUBLIC_URL}/artist/layla-al-said`, lastmod: '2026-03-02T08:00:00Z' });
    expect(urls).toContainEqual({
      loc: `${PUBLIC_URL}/exhibitions/${show.exhibition_slug}`,
      lastmod: '2026-02-01T00:00:00Z',
    });
    expect(locs).not.toContain(`${PUBLIC_URL}/arts/${draft.product_slug}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/cart`);
    expect(urls.every((u) => u.loc.startsWith(`${PUBLIC_URL}/`) && u.lastmod !== undefined)).toBe(true);
  });
});

describe('GET /robots.txt', () => {
  it('allows the storefront, keeps crawlers out of the back office and private pages, and names the sitemap', async () => {
    const response = await server.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/checkout', '/cart', '/my-account']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
