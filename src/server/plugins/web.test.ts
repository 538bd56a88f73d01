import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import app from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { createArtist, factoryContext, type FactoryContext } from '#tests/factories/index.ts';
import { pagePolicy, renderedAtOnce } from '#server/plugins/web.ts';

/** The storefront's server build in miniature (tests/fixtures/storefront-build.mjs). */
const SERVER_BUILD = path.resolve('tests/fixtures/storefront-build.mjs');

/** A built file named by its content's hash, large enough to be worth compressing. */
const BUILT_CODE = `export const works = [${Array.from({ length: 200 }, (_, i) => `"work ${i}"`).join(', ')}];\n`;

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>';

interface StubBuild {
  calls: {
    url: string;
    language: string;
    currency?: string;
    siteOrigin: string;
    words: { translations: Record<string, unknown>; fallbackTranslations?: Record<string, unknown> };
  }[];
  mode: { now: 'render' | 'fail' };
  hold: { until: Promise<void> | null };
}

let testDb: TestDb;
let server: FastifyInstance;
let dir: string;
let rendering: StubBuild;
let ctx: FactoryContext;
let changes = 0;

/** A change the storefront shows (a new artist), as any write reports it: cached pages go. */
const catalogueChanges = () =>
  createArtist(ctx, { first_name: 'New', last_name: `Artist ${++changes}`, artist_slug: `new-artist-${changes}` });

beforeAll(async () => {
  testDb = await createTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-pages-'));
  const webRoot = path.join(dir, 'web');
  fs.mkdirSync(path.join(webRoot, 'locales', 'fr'), { recursive: true });
  fs.mkdirSync(path.join(webRoot, 'admin'));
  fs.writeFileSync(path.join(webRoot, 'admin', 'index.html'), '<!doctype html><title>Back office</title>');
  fs.writeFileSync(
    path.join(webRoot, 'locales', 'fr', 'common.json'),
    JSON.stringify({ brand: { name: 'Bait Al Fann' } }),
  );
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'storefront-abc.js'), BUILT_CODE);
  // With the copies the build compresses once (scripts/build.mjs).
  fs.writeFileSync(path.join(webRoot, 'assets', 'screen-def.js'), BUILT_CODE);
  fs.writeFileSync(path.join(webRoot, 'assets', 'screen-def.js.br'), brotliCompressSync(BUILT_CODE));
  fs.writeFileSync(path.join(webRoot, 'assets', 'screen-def.js.gz'), gzipSync(BUILT_CODE));
  fs.writeFileSync(path.join(webRoot, 'favicon.svg'), ICON);
  fs.mkdirSync(path.join(webRoot, '.vite'));
  fs.writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{"src/web/admin/main.tsx":{}}');
  rendering = (await import(SERVER_BUILD)) as StubBuild;

  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testDb.dataDir });
  server = Fastify({ logger: { level: 'silent' } });
  await server.register(app, { env, dbHandle: testDb.handle, serveWeb: true, webRoot, serverBuild: SERVER_BUILD });
  await server.ready();
  ctx = factoryContext({ db: testDb.db, env });
});

afterAll(async () => {
  await server.close();
  await testDb.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await catalogueChanges();
  rendering.calls.length = 0;
  rendering.mode.now = 'render';
  rendering.hold.until = null;
});

describe('storefront pages rendered by React Router (ADR 018)', () => {
  it("renders the page with the request's context, its API calls answered by the app itself", async () => {
    const page = await server.inject({ method: 'GET', url: '/about', headers: { host: 'gallery.example' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(/<main><h1>Rendered \/about<\/h1><p>[^<]+<\/p><\/main>/);
    expect(rendering.calls).toEqual([
      expect.objectContaining({ url: '/about', language: 'en', siteOrigin: 'http://gallery.example' }),
    ]);
    // English pages carry English words only.
    expect(rendering.calls[0]!.words.fallbackTranslations).toBeUndefined();
  });

  it('allows exactly the inline scripts of the page by their hashes', async () => {
    const page = await server.inject({ method: 'GET', url: '/exhibitions' });
    const script = /<script>([^<]*)<\/script>/.exec(page.body)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy.match(/'sha256-/g)).toHaveLength(1);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('renders in the visitor’s language with its translation files, English beside them', async () => {
    await server.inject({ method: 'GET', url: '/about?lng=fr' });
    expect(rendering.calls[0]).toMatchObject({ url: '/about?lng=fr', language: 'fr' });
    expect(rendering.calls[0]!.words.translations).toEqual({ common: { brand: { name: 'Bait Al Fann' } } });
    expect(rendering.calls[0]!.words).toHaveProperty('fallbackTranslations');
  });

  it('renders in the display currency the visitor chose (its cookie), each currency a page of its own', async () => {
    await server.inject({ method: 'GET', url: '/arts', cookies: { currency: 'USD' } });
    await server.inject({ method: 'GET', url: '/arts', cookies: { currency: 'GBP' } });
    await server.inject({ method: 'GET', url: '/arts', cookies: { currency: 'not a code' } });
    expect(rendering.calls.map((call) => call.currency)).toEqual(['USD', 'GBP', undefined]);
  });

  it('caches a page until the catalogue changes', async () => {
    const first = await server.inject({ method: 'GET', url: '/arts' });
    const second = await server.inject({ method: 'GET', url: '/arts' });
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(rendering.calls).toHaveLength(1);

    await catalogueChanges();
    await server.inject({ method: 'GET', url: '/arts' });
    expect(rendering.calls).toHaveLength(2);
    // Another address or language is another page.
    await server.inject({ method: 'GET', url: '/arts?lng=de' });
    await server.inject({ method: 'GET', url: '/arts?sort=price' });
    expect(rendering.calls).toHaveLength(4);
  });

  it('caches a page ten minutes when nothing changes, and renders it again when the Muscat day turns', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const at = (iso: string) => vi.setSystemTime(new Date(iso));
      const exhibitions = () => server.inject({ method: 'GET', url: '/exhibitions' });
      at('2026-12-01T12:00:00.000Z'); // 16:00 in Muscat
      await exhibitions();
      at('2026-12-01T12:09:59.000Z');
      await exhibitions();
      expect(rendering.calls).toHaveLength(1);
      at('2026-12-01T12:10:00.000Z');
      await exhibitions();
      expect(rendering.calls).toHaveLength(2);

      at('2026-12-01T19:59:30.000Z'); // 23:59:30: cached until midnight, not ten minutes
      await exhibitions();
      await exhibitions();
      expect(rendering.calls).toHaveLength(3);
      at('2026-12-01T20:00:00.000Z');
      await exhibitions();
      expect(rendering.calls).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders a page once for the visitors who ask for it while it renders, and again for those after a change', async () => {
    const pages = await Promise.all(Array.from({ length: 5 }, () => server.inject({ method: 'GET', url: '/arts' })));
    expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
    expect(rendering.calls).toHaveLength(1);

    // A change while a page renders: the visitors who came before it share that render, the one who
    // comes after waits for one of its own, and the page rendered before the change is not cached.
    let letGo!: () => void;
    rendering.hold.until = new Promise((resolve) => (letGo = resolve));
    const rendersStarted = (n: number) => vi.waitUntil(() => rendering.calls.length === n);
    const get = () => server.inject({ method: 'GET', url: '/exhibitions' }).then((r) => r);
    const before = [get(), get()];
    await rendersStarted(2);
    testDb.handle.catalogueWrites.report('everything');
    const after = get();
    // Its own render waits its turn behind the one held (on SQLite, one page at a time): give the
    // request the moment it needs to reach it; arriving later, it would render anew all the same.
    await new Promise((resolve) => setTimeout(resolve, 100));
    rendering.hold.until = null;
    letGo();
    await Promise.all([...before, after]);
    expect(rendering.calls.map((c) => c.url)).toEqual(['/arts', '/exhibitions', '/exhibitions']);
    await server.inject({ method: 'GET', url: '/exhibitions' });
    expect(rendering.calls).toHaveLength(3);
  });

  it('renders pages in turn, first come first rendered: one at a time on SQLite, two on PostgreSQL', async () => {
    const atOnce = renderedAtOnce(testDb.handle.engine);
    let letGo!: () => void;
    rendering.hold.until = new Promise((resolve) => (letGo = resolve));
    const urls = Array.from({ length: atOnce + 2 }, (_, i) => `/arts?turn=${i}`);
    const pages: Promise<{ statusCode: number }>[] = [];
    for (const url of urls) {
      pages.push(server.inject({ method: 'GET', url }));
      // Each request in before the next, so that the order asked is known.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await vi.waitUntil(() => rendering.calls.length === atOnce);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The others wait for their turn rather than share the CPU with the pages rendering.
    expect(rendering.calls).toHaveLength(atOnce);
    rendering.hold.until = null;
    letGo();
    expect((await Promise.all(pages)).map((p) => p.statusCode)).toEqual(urls.map(() => 200));
    expect(rendering.calls.map((c) => c.url)).toEqual(urls);
  });

  it('renders a cached page again when an order changes the stock of a work it shows, and keeps the others cached', async () => {
    const pages = ['/arts?shows=1', '/arts?shows=2', '/arts', '/arts?availability=available&shows=2'];
    const renderedAgain = async () => {
      const before = rendering.calls.map((c) => c.url);
      for (const url of pages) await server.inject({ method: 'GET', url });
      return rendering.calls.map((c) => c.url).slice(before.length);
    };
    expect(await renderedAgain()).toEqual(pages);
    expect(await renderedAgain()).toEqual([]);
    // As a stock transaction reports it (db/catalogue-writes.ts): the page showing work 1 goes, and the
    // list chosen by availability, which any sale can change; the rest stay cached.
    testDb.handle.catalogueWrites.report({ stockOf: [1] });
    expect(await renderedAgain()).toEqual(['/arts?shows=1', '/arts?availability=available&shows=2']);
    testDb.handle.catalogueWrites.report({ stockOf: [2] });
    expect(await renderedAgain()).toEqual(['/arts?shows=2', '/arts?availability=available&shows=2']);
    // A change through the back office: every page.
    await catalogueChanges();
    expect(await renderedAgain()).toEqual(pages);
  });

  it('does not cache a page that failed to render, and renders it for the next visitor', async () => {
    rendering.mode.now = 'fail';
    const failed = await server.inject({ method: 'GET', url: '/exhibitions' });
    expect(failed.statusCode).toBe(500);
    expect(failed.body).toContain('Something went wrong');

    rendering.mode.now = 'render';
    const renderedNow = await server.inject({ method: 'GET', url: '/exhibitions' });
    expect(renderedNow.statusCode).toBe(200);
    expect(renderedNow.body).toContain('<h1>Rendered /exhibitions</h1>');
    expect(rendering.calls.map((c) => c.url)).toEqual(['/exhibitions', '/exhibitions']);
  });

  it('answers an unknown address 404, rendered as the not-found screen', async () => {
    const page = await server.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<h1>Rendered /no-such-page</h1>');
  });

  it("sends an address visitors guess for a screen to the screen's address for good, keeping the query", async () => {
    const press = await server.inject({ method: 'GET', url: '/press' });
    expect(press.statusCode).toBe(301);
    expect(press.headers.location).toBe('/press-release');
    const works = await server.inject({ method: 'HEAD', url: '/artworks?sort=price_asc' });
    expect(works.statusCode).toBe(301);
    expect(works.headers.location).toBe('/arts?sort=price_asc');
    expect(rendering.calls).toHaveLength(0);
    // A screen's own address, and a guess that would find no screen either, are not moved.
    expect((await server.inject({ method: 'GET', url: `/artists/new-artist-${changes}` })).statusCode).toBe(200);
    expect((await server.inject({ method: 'GET', url: '/press/2026' })).statusCode).toBe(404);
  });

  it('renders an address holding a NUL character as a page, leaving the refusal to the API it asks', async () => {
    const page = await server.inject({ method: 'GET', url: '/arts/a%00b' });
    // No work's slug holds one: the not-found page, on PostgreSQL (whose text cannot hold it) too.
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Rendered /arts/a%00b</h1>');
    // The API the page is rendered from names the field instead.
    const api = await server.inject({ method: 'POST', url: '/admin/api/artist_details/a%00b' });
    expect(api.statusCode).toBe(400);
    expect(api.json().errors).toEqual([{ field: 'slug', message: 'must not contain a NUL character' }]);
  });

  it('serves the back office its page under /admin, and answers 404 for an API address it lacks', async () => {
    const screen = await server.inject({ method: 'GET', url: '/admin/orders' });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('<title>Back office</title>');
    expect((await server.inject({ method: 'GET', url: '/admin/api/nothing-here' })).statusCode).toBe(404);
  });
});

describe('caching and compression of what the storefront downloads', () => {
  it('serves the built, hashed files as immutable for a year, compressed for browsers that accept it', async () => {
    const br = await server.inject({
      method: 'GET',
      url: '/assets/storefront-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(BUILT_CODE.length / 4);

    const gzip = await server.inject({
      method: 'GET',
      url: '/assets/storefront-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await server.inject({
      method: 'GET',
      url: '/assets/storefront-abc.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUILT_CODE);
  });

  it('sends the copies the build compressed as they are, to the browsers that accept them', async () => {
    for (const [accepted, encoding, file] of [
      ['br, gzip', 'br', 'screen-def.js.br'],
      ['gzip', 'gzip', 'screen-def.js.gz'],
      ['identity', undefined, 'screen-def.js'],
    ] as const) {
      const sent = await server.inject({
        method: 'GET',
        url: '/assets/screen-def.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(sent.statusCode, accepted).toBe(200);
      expect(sent.headers['content-encoding'], accepted).toBe(encoding);
      expect(sent.headers['cache-control'], accepted).toBe('public, max-age=31536000, immutable');
      expect(sent.headers.vary, accepted).toContain('accept-encoding');
      expect(sent.rawPayload.equals(fs.readFileSync(path.join(dir, 'web', 'assets', file))), accepted).toBe(true);
    }
  });

  it('serves the files beside the pages (the icon) for an hour, and answers 404 for built files that are not there or hidden', async () => {
    const icon = await server.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toBe(ICON);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    for (const url of [
      '/assets/storefront-gone.js',
      '/locales/fr/missing.json',
      '/assets/..%2f..%2fpackage.json',
      // The build's manifests are for the server, not for visitors.
      '/.vite/manifest.json',
    ]) {
      const missing = await server.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ errors: [] });
    }
  });

  it('sends a cached page compressed once per encoding, with an ETag that a browser revalidates with', async () => {
    const plain = await server.inject({ method: 'GET', url: '/arts', headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers.vary).toBe('accept-encoding');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);

    // Visitors who ask at once for a copy not made yet wait for the same one.
    const together = await Promise.all(
      [1, 2, 3].map(() =>
        server.inject({ method: 'GET', url: '/arts', headers: { 'accept-encoding': 'gzip, deflate, br' } }),
      ),
    );
    const br = together[0]!;
    for (const copy of together) expect(copy.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await server.inject({ method: 'GET', url: '/arts', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // The same copy for the next visitor: rendered once, compressed once.
    const again = await server.inject({ method: 'GET', url: '/arts', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(rendering.calls).toHaveLength(1);
    expect(br.headers.etag).toBe(etag);
    // The page's security headers come with every copy.
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");

    const unchanged = await server.inject({ method: 'GET', url: '/arts', headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    // Once the catalogue changes, the page is rendered again and an old copy is no longer current.
    await catalogueChanges();
    const renderedAgain = await server.inject({ method: 'GET', url: '/arts', headers: { 'if-none-match': etag } });
    expect(rendering.calls).toHaveLength(2);
    // The stub renders the same screen again: same bytes, same tag, still a 304.
    expect(renderedAgain.statusCode).toBe(304);
    const otherPage = await server.inject({ method: 'GET', url: '/arts?lng=de', headers: { 'if-none-match': etag } });
    expect(otherPage.statusCode).toBe(200);
    expect(otherPage.headers.etag).not.toBe(etag);
  });

  it('sends an unknown address its 404 page without an ETag to revalidate', async () => {
    const missing = await server.inject({ method: 'GET', url: '/no-such-page', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('<h1>Rendered /no-such-page</h1>');
  });

  it('lets browsers cache translation files for minutes and pages not at all without asking again', async () => {
    const words = await server.inject({ method: 'GET', url: '/locales/fr/common.json' });
    expect(words.statusCode).toBe(200);
    expect(words.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    const page = await server.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe("a page's Content-Security-Policy", () => {
  it('allows each inline script by the hash of its UTF-8 bytes, whether the page is given as text or bytes', () => {
    const script = 'window.words = {"ar":"العربية","fr":"Français","sign":"﷼"};';
    const html = `<!DOCTYPE html><html><body><p>Prix : 12 €</p><script>${script}</script><script type="module" src="/assets/a.js"></script></body></html>`;
    const hash = createHash('sha256').update(Buffer.from(script, 'utf8')).digest('base64');
    const base = "default-src 'self';script-src 'self';object-src 'none'";
    const expected = `default-src 'self';script-src 'self' 'sha256-${hash}';object-src 'none'`;
    expect(pagePolicy(base, html)).toBe(expected);
    expect(pagePolicy(base, Buffer.from(html))).toBe(expected);
  });
});
