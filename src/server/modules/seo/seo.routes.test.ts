import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import type { Artist, Artwork, Exhibition } from '#server/db/schema.ts';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { createArtist, createArtwork, createExhibition, factoryContext } from '#tests/factories/index.ts';
import { updateSettings } from '../settings/settings.service.ts';
import { artworkStageSizes, EXHIBITION_HERO_SIZES, type ImageSet } from '#shared/media.ts';

const PUBLIC_URL = 'https://gallery.example.om';

/** The storefront's server build in miniature: it writes the root's head as React Router does. */
const SERVER_BUILD = path.resolve('tests/fixtures/storefront-build.mjs');

let testDb: TestDb;
let server: FastifyInstance;
let webRoot: string;
let layla: Artist;
let dunes: Artwork;
let draft: Artwork;
let show: Exhibition;

beforeAll(async () => {
  testDb = await createTestDb();
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-web-'));
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testDb.dataDir, PUBLIC_URL });
  server = Fastify({ logger: { level: 'silent' } });
  await server.register(app, { env, dbHandle: testDb.handle, serveWeb: true, webRoot, serverBuild: SERVER_BUILD });
  await server.ready();

  const ctx = factoryContext({ db: testDb.db, env });
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
  dunes = await createArtwork(ctx, {
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

/** The page's head as a browser would parse it. */
async function head(url: string) {
  const response = await server.inject({ method: 'GET', url });
  const html = response.body;
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  const meta = (key: string) =>
    all(new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`, 'g'));
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    html,
    titles: all(/<title[^>]*>([^<]*)<\/title>/g),
    descriptions: meta('description'),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
    meta,
  };
}

describe('server-rendered page heads', () => {
  it('gives an artwork page its own title, description, canonical address and preview tags', async () => {
    const page = await head('/arts/dunes-at-dusk');
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/text\/html/);
    // Escaped once, and '$&' kept as written (not read as a replacement pattern).
    expect(page.titles).toEqual(['Dunes &quot;at&quot; &lt;Dusk&gt; &amp; $&amp; Sea | Bait Al Fann']);
    expect(page.descriptions).toEqual(['Evening light over the Wahiba Sands.']);
    expect(page.canonical).toEqual([`${PUBLIC_URL}/arts/dunes-at-dusk`]);
    expect(page.meta('og:title')).toEqual(page.titles);
    expect(page.meta('og:description')).toEqual(page.descriptions);
    expect(page.meta('og:type')).toEqual(['product']);
    expect(page.meta('og:url')).toEqual([`${PUBLIC_URL}/arts/dunes-at-dusk`]);
    expect(page.meta('og:image')).toHaveLength(1);
    expect(page.meta('og:image')[0]).toMatch(new RegExp(`^${PUBLIC_URL}/media/.+\\.webp$`));
    expect(page.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(page.meta('twitter:image')).toEqual(page.meta('og:image'));
    expect(page.meta('robots')).toEqual([]);
    expect(page.html).not.toMatch(/<Dusk>/);
  });

  it("preloads an artwork page's first picture with the gallery's sizes", async () => {
    const page = await head('/arts/dunes-at-dusk');
    const preload =
      /<link rel="preload" as="image" href="([^"]+)" imageSrcSet="([^"]+)" imageSizes="([^"]+)" fetchPriority="high"\/>/.exec(
        page.html,
      );
    expect(preload).not.toBeNull();
    expect(preload![1]).toMatch(/^\/media\/.+\.webp$/);
    expect(preload![2]).toMatch(/\.webp \d+w/);
    // The sizes its <img> in the carousel is drawn with: the first picture's, after its proportions.
    const detail = await server.inject({ method: 'POST', url: '/admin/api/product_id/dunes-at-dusk', payload: {} });
    const first = (detail.json() as { result: { image_set: ImageSet[] } }).result.image_set[0];
    expect(preload![3]).toBe(artworkStageSizes(first).replace(/&/g, '&amp;'));
    const inFrench = await server.inject({
      method: 'GET',
      url: '/arts/dunes-at-dusk',
      headers: { 'accept-language': 'fr-FR,fr' },
    });
    expect(inFrench.body).toContain('<html lang="fr" dir="ltr">');
  });

  it("writes the head in the visitor's language where staff translated the work, and Arabic right to left", async () => {
    const now = new Date().toISOString();
    await testDb.db
      .insertInto('content_translations')
      .values([
        {
          entity: 'artwork',
          entity_id: String(dunes.id),
          locale: 'ar',
          field: 'name',
          value: 'كثبان عند الغسق',
          updated_at: now,
        },
        {
          entity: 'artwork',
          entity_id: String(dunes.id),
          locale: 'ar',
          field: 'short_description',
          value: 'ضوء المساء',
          updated_at: now,
        },
      ])
      .execute();
    const page = await server.inject({ method: 'GET', url: '/arts/dunes-at-dusk?lng=ar' });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<title>كثبان عند الغسق | Bait Al Fann</title>');
    expect(page.body).toContain('content="ضوء المساء"');
    // German has no translation: the English text stays.
    const german = await server.inject({
      method: 'GET',
      url: '/arts/dunes-at-dusk',
      headers: { 'accept-language': 'de' },
    });
    expect(german.body).toContain('Evening light over the Wahiba Sands.');
  });

  it('answers /product/{id} with the same head and the /arts canonical address', async () => {
    const page = await head(`/product/${dunes.id}`);
    expect(page.status).toBe(200);
    expect(page.titles[0]).toContain('Dunes');
    expect(page.canonical).toEqual([`${PUBLIC_URL}/arts/dunes-at-dusk`]);
  });

  it('gives an artist page the artist name and the description as plain text, in both address forms', async () => {
    for (const url of ['/artist/layla-al-said', '/artists/layla-al-said']) {
      const page = await head(url);
      expect(page.status, url).toBe(200);
      expect(page.titles).toEqual(['Layla Al Said | Bait Al Fann']);
      expect(page.descriptions).toEqual(['Layla paints the light of the coast.']);
      expect(page.canonical).toEqual([`${PUBLIC_URL}/artist/layla-al-said`]);
      expect(page.meta('og:type')).toEqual(['profile']);
      expect(page.meta('og:image')[0]).toMatch(new RegExp(`^${PUBLIC_URL}/media/`));
    }
  });

  it('gives an exhibition page its title and short description', async () => {
    const page = await head(`/exhibitions/${show.exhibition_slug}`);
    expect(page.status).toBe(200);
    expect(page.titles).toEqual(['Light of the Coast | Bait Al Fann']);
    expect(page.descriptions).toEqual([show.short_description]);
    expect(page.canonical).toEqual([`${PUBLIC_URL}/exhibitions/${show.exhibition_slug}`]);
    expect(page.html).toContain(`imageSizes="${EXHIBITION_HERO_SIZES}"`);
  });

  it('gives other pages the default title and description of the settings', async () => {
    for (const url of ['/', '/arts', '/about', '/contact?x=1', '/confirmation/abc123']) {
      const page = await head(url);
      expect(page.status, url).toBe(200);
      expect(page.titles, url).toEqual(['Bait Al Fann']);
      expect(page.descriptions, url).toEqual(['Buy wall art online in Oman &amp; the Gulf.']);
      expect(page.meta('robots'), url).toEqual([]);
    }
    expect((await head('/arts')).canonical).toEqual([`${PUBLIC_URL}/arts`]);
  });

  it('answers an unknown slug or address with the storefront, status 404 and noindex', async () => {
    for (const url of [
      '/arts/no-such-work',
      `/arts/${draft.product_slug}`,
      '/artist/nobody',
      '/exhibitions/never-held',
      '/no-such-page',
      '/arts/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/arts/dunes-at-dusk/extra',
    ]) {
      const page = await head(url);
      expect(page.status, url).toBe(404);
      expect(page.type, url).toMatch(/text\/html/);
      expect(page.html, url).toContain('<h1>Rendered ');
      expect(page.meta('robots'), url).toEqual(['noindex']);
      expect(page.titles, url).toEqual(['Bait Al Fann']);
      expect(page.canonical, url).toEqual([]);
    }
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
