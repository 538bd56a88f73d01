import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import app from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { createArtist, factoryContext, type FactoryContext } from '#tests/factories/index.ts';
import { CODE_STARTER } from '#server/lib/code-starter.ts';
import { drawnAtOnce } from '#server/plugins/web.ts';

/** The built index.html in miniature. */
const STUB_PAGE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Static title</title>
    <script type="module" crossorigin src="/assets/storefront-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A drawing module in the shape `vite build --ssr` makes (ADR 007): it records what it was asked,
 * answers the settings through the fetch it was given, and draws, fails or declines on demand.
 */
const STUB_DRAWING = `
export const calls = [];
export const mode = { now: 'draw' };
// A drawing the test holds until it lets it go (hold.until: a promise).
export const hold = { until: null };
// What RTK Query keeps of the page's API answers: '?shows=7' draws a page showing work 7, and
// '?availability=available' one whose list was chosen by availability.
function answersFor(url) {
  const shows = /[?&]shows=(\\d+)/.exec(url);
  const availability = /[?&]availability=(\\w+)/.exec(url);
  const data = shows ? { result: [{ id: Number(shows[1]), product_slug: 'work-' + shows[1] }] } : null;
  return { note: '</script>', queries: { q: { originalArgs: availability ? { availability: availability[1] } : {}, data } } };
}
export async function drawPage(input) {
  calls.push({ url: input.url, language: input.language, currency: input.currency, siteOrigin: input.siteOrigin, common: input.translations('common') });
  if (hold.until) await hold.until;
  if (mode.now === 'fail') throw new Error('screen broke');
  if (mode.now === 'decline') return null;
  const answer = await input.fetchFn(input.origin + '/admin/api/setting');
  const settings = await answer.json();
  return {
    html: '<main><h1>Drawn ' + input.url + '</h1><p>' + settings.result.company_name + '</p><small>$& and $\\' as written</small></main>',
    headHints: '<link rel="preload" as="image" href="/media/first.webp">',
    head: { title: 'Screen of ' + input.url + ' <&> | Gallery', description: 'What ' + input.url + ' says of itself' },
    boot: { language: input.language, translations: {}, answers: answersFor(input.url), router: {} },
  };
}
`;

/** A built file named by its content's hash, large enough to be worth compressing. */
const BUILT_CODE = `export const works = [${Array.from({ length: 200 }, (_, i) => `"work ${i}"`).join(', ')}];\n`;

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>';

interface StubDrawing {
  calls: { url: string; language: string; currency?: string; siteOrigin: string; common: unknown }[];
  mode: { now: 'draw' | 'fail' | 'decline' };
  hold: { until: Promise<void> | null };
}

let testDb: TestDb;
let server: FastifyInstance;
let dir: string;
let drawing: StubDrawing;
let ctx: FactoryContext;
let changes = 0;

/** A change the storefront shows (a new artist), as any write reports it: kept pages go. */
const catalogueChanges = () =>
  createArtist(ctx, { first_name: 'New', last_name: `Artist ${++changes}`, artist_slug: `new-artist-${changes}` });

beforeAll(async () => {
  testDb = await createTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-drawn-'));
  const webRoot = path.join(dir, 'web');
  fs.mkdirSync(path.join(webRoot, 'locales', 'fr'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'index.html'), STUB_PAGE);
  fs.writeFileSync(
    path.join(webRoot, 'locales', 'fr', 'common.json'),
    JSON.stringify({ brand: { name: 'Bait Al Fann' } }),
  );
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'storefront-abc.js'), BUILT_CODE);
  fs.writeFileSync(path.join(webRoot, 'favicon.svg'), ICON);
  fs.mkdirSync(path.join(webRoot, '.vite'));
  fs.writeFileSync(path.join(webRoot, '.vite', 'storefront-manifest.json'), '{"src/web/main.tsx":{}}');
  const drawingModule = path.join(dir, 'draw-page.mjs');
  fs.writeFileSync(drawingModule, STUB_DRAWING);
  drawing = (await import(drawingModule)) as StubDrawing;

  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testDb.dataDir });
  server = Fastify({ logger: { level: 'silent' } });
  await server.register(app, { env, dbHandle: testDb.handle, serveWeb: true, webRoot, drawingModule });
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
  drawing.calls.length = 0;
  drawing.mode.now = 'draw';
  drawing.hold.until = null;
});

const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*(<script type="application\/json"[\s\S]*?<\/script>)?/.exec(html);

describe('storefront pages drawn on the server (ADR 007)', () => {
  it('writes the drawn first screen, its head hints and its boot data into the page', async () => {
    const page = await server.inject({ method: 'GET', url: '/about', headers: { host: 'gallery.example' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><main><h1>Drawn /about</h1>');
    // The drawing's API call went through the app itself.
    expect(page.body).toMatch(/<p>[^<]+<\/p><small>/);
    // A work's text is written as it is, `$&` and `$'` included (not read as replacement patterns).
    expect(page.body).toContain("<small>$& and $' as written</small></main></div>");
    expect(page.body).toContain('<link rel="preload" as="image" href="/media/first.webp"></head>');
    expect(page.body).toContain('<script type="application/json" id="gallery-page">{"language":"en"');
    expect(page.body).toContain('"note":"\\u003c/script>"');
    // The code comes through the code starter, the page's one inline script, which its policy allows by hash.
    expect(page.body).not.toContain('<script type="module"');
    const starter =
      /<script data-entry="\/assets\/storefront-abc\.js" data-preload="">([\s\S]*?)<\/script>\s*<\/body>/.exec(
        page.body,
      );
    expect(starter?.[1]).toBe(CODE_STARTER);
    const hash = createHash('sha256').update(starter![1]!).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(drawing.calls).toEqual([
      expect.objectContaining({ url: '/about', language: 'en', siteOrigin: 'http://gallery.example' }),
    ]);
  });

  it('draws in the visitor’s language with its translation files', async () => {
    const page = await server.inject({ method: 'GET', url: '/about?lng=fr' });
    expect(page.body).toContain('<html lang="fr" dir="ltr">');
    expect(drawing.calls[0]).toMatchObject({
      url: '/about?lng=fr',
      language: 'fr',
      common: { brand: { name: 'Bait Al Fann' } },
    });
  });

  it('draws in the display currency the visitor chose (its cookie), each currency a page of its own', async () => {
    await server.inject({ method: 'GET', url: '/arts', cookies: { currency: 'USD' } });
    await server.inject({ method: 'GET', url: '/arts', cookies: { currency: 'GBP' } });
    await server.inject({ method: 'GET', url: '/arts', cookies: { currency: 'not a code' } });
    expect(drawing.calls.map((call) => call.currency)).toEqual(['USD', 'GBP', undefined]);
  });

  it('has the page around the screens made of the visitor’s own state drawn as well (the drawing leaves them a placeholder)', async () => {
    const urls = ['/cart', '/checkout', '/wishlist', '/compare', '/my-account', '/login-register', '/confirmation/12'];
    for (const url of urls) {
      const page = await server.inject({ method: 'GET', url });
      expect(rootOf(page.body)?.[1], url).toContain(`Drawn ${url}`);
    }
    expect(drawing.calls.map((call) => call.url)).toEqual(urls);
  });

  it('keeps a drawn page until the catalogue changes', async () => {
    const first = await server.inject({ method: 'GET', url: '/arts' });
    const second = await server.inject({ method: 'GET', url: '/arts' });
    expect(second.body).toBe(first.body);
    expect(drawing.calls).toHaveLength(1);

    await catalogueChanges();
    await server.inject({ method: 'GET', url: '/arts' });
    expect(drawing.calls).toHaveLength(2);
    // Another address or language is another page.
    await server.inject({ method: 'GET', url: '/arts?lng=de' });
    await server.inject({ method: 'GET', url: '/arts?sort=price' });
    expect(drawing.calls).toHaveLength(4);
  });

  it('keeps a drawn page ten minutes when nothing changes, and draws it again when the Muscat day turns', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const at = (iso: string) => vi.setSystemTime(new Date(iso));
      const exhibitions = () => server.inject({ method: 'GET', url: '/exhibitions' });
      at('2026-12-01T12:00:00.000Z'); // 16:00 in Muscat
      await exhibitions();
      at('2026-12-01T12:09:59.000Z');
      await exhibitions();
      expect(drawing.calls).toHaveLength(1);
      at('2026-12-01T12:10:00.000Z');
      await exhibitions();
      expect(drawing.calls).toHaveLength(2);

      at('2026-12-01T19:59:30.000Z'); // 23:59:30: kept until midnight, not ten minutes
      await exhibitions();
      await exhibitions();
      expect(drawing.calls).toHaveLength(3);
      at('2026-12-01T20:00:00.000Z');
      await exhibitions();
      expect(drawing.calls).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws a page once for the visitors who ask for it while it is drawn, and again for those after a change', async () => {
    const pages = await Promise.all(Array.from({ length: 5 }, () => server.inject({ method: 'GET', url: '/arts' })));
    expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
    expect(drawing.calls).toHaveLength(1);

    // A change while a page is being drawn: the visitors who came before it share that drawing, the
    // one who comes after waits for one of their own, and the page drawn before the change is not kept.
    let letGo!: () => void;
    drawing.hold.until = new Promise((resolve) => (letGo = resolve));
    const drawsStarted = (n: number) => vi.waitUntil(() => drawing.calls.length === n);
    const get = () => server.inject({ method: 'GET', url: '/exhibitions' }).then((r) => r);
    const before = [get(), get()];
    await drawsStarted(2);
    testDb.handle.catalogueWrites.report('everything');
    const after = get();
    // Its own drawing waits its turn behind the one held (on SQLite, one page at a time): give the
    // request the moment it needs to reach it; arriving later, it would draw anew all the same.
    await new Promise((resolve) => setTimeout(resolve, 100));
    drawing.hold.until = null;
    letGo();
    await Promise.all([...before, after]);
    expect(drawing.calls.map((c) => c.url)).toEqual(['/arts', '/exhibitions', '/exhibitions']);
    await server.inject({ method: 'GET', url: '/exhibitions' });
    expect(drawing.calls).toHaveLength(3);
  });

  it('draws pages in turn, first come first drawn: one at a time on SQLite, two on PostgreSQL', async () => {
    const atOnce = drawnAtOnce(testDb.handle.engine);
    let letGo!: () => void;
    drawing.hold.until = new Promise((resolve) => (letGo = resolve));
    const urls = Array.from({ length: atOnce + 2 }, (_, i) => `/arts?turn=${i}`);
    const pages: Promise<{ statusCode: number }>[] = [];
    for (const url of urls) {
      pages.push(server.inject({ method: 'GET', url }));
      // Each request in before the next, so that the order asked is known.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await vi.waitUntil(() => drawing.calls.length === atOnce);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The others wait for their turn rather than share the CPU with the pages being drawn.
    expect(drawing.calls).toHaveLength(atOnce);
    drawing.hold.until = null;
    letGo();
    expect((await Promise.all(pages)).map((p) => p.statusCode)).toEqual(urls.map(() => 200));
    expect(drawing.calls.map((c) => c.url)).toEqual(urls);
  });

  it('draws a kept page again when an order changes the stock of a work it shows, and keeps the others', async () => {
    const pages = ['/arts?shows=1', '/arts?shows=2', '/arts', '/arts?availability=available&shows=2'];
    const drawnAgain = async () => {
      const before = drawing.calls.map((c) => c.url);
      for (const url of pages) await server.inject({ method: 'GET', url });
      return drawing.calls.map((c) => c.url).slice(before.length);
    };
    expect(await drawnAgain()).toEqual(pages);
    expect(await drawnAgain()).toEqual([]);
    // As a stock transaction reports it (db/catalogue-writes.ts): the page showing work 1 goes, and the
    // list chosen by availability, which any sale can change; the rest stay kept.
    testDb.handle.catalogueWrites.report({ stockOf: [1] });
    expect(await drawnAgain()).toEqual(['/arts?shows=1', '/arts?availability=available&shows=2']);
    testDb.handle.catalogueWrites.report({ stockOf: [2] });
    expect(await drawnAgain()).toEqual(['/arts?shows=2', '/arts?availability=available&shows=2']);
    // A change through the back office: every page.
    await catalogueChanges();
    expect(await drawnAgain()).toEqual(pages);
  });

  it('still serves the page, for the browser to draw, when drawing fails or declines, and draws it for the next visitor', async () => {
    drawing.mode.now = 'fail';
    const failed = await server.inject({ method: 'GET', url: '/exhibitions' });
    expect(failed.statusCode).toBe(200);
    expect(rootOf(failed.body)?.[1]).toBe('');
    expect(failed.body).toContain('<script type="module" crossorigin src="/assets/storefront-abc.js">');

    drawing.mode.now = 'decline';
    const declined = await server.inject({ method: 'GET', url: '/press-release' });
    expect(declined.statusCode).toBe(200);
    expect(rootOf(declined.body)?.[1]).toBe('');

    // Not kept undrawn: once the drawing works again, the next visitor gets the page drawn.
    drawing.mode.now = 'draw';
    const drawnNow = await server.inject({ method: 'GET', url: '/exhibitions' });
    expect(rootOf(drawnNow.body)?.[1]).toContain('<h1>Drawn /exhibitions</h1>');
    expect(drawing.calls.map((c) => c.url)).toEqual(['/exhibitions', '/press-release', '/exhibitions']);
  });

  it("gives a list or content page its screen's title and description, and a work's or artist's page its own", async () => {
    const about = await server.inject({ method: 'GET', url: '/about' });
    expect(about.body).toContain('<title data-seo>Screen of /about &lt;&amp;&gt; | Gallery</title>');
    expect(about.body).toContain(
      '<meta property="og:title" content="Screen of /about &lt;&amp;&gt; | Gallery" data-seo />',
    );
    expect(about.body).toContain('<meta name="description" content="What /about says of itself" data-seo />');
    // An artist's page is titled from the database, whatever its screen says.
    const artist = await catalogueChanges();
    const profile = await server.inject({ method: 'GET', url: `/artist/${artist.artist_slug}` });
    expect(profile.body).toContain(`<title data-seo>New Artist ${changes} | `);
    expect(profile.body).not.toContain('Screen of');
    // Not drawn, a page keeps the site's own title and description.
    drawing.mode.now = 'decline';
    const declined = await server.inject({ method: 'GET', url: '/contact' });
    expect(declined.body).not.toContain('Screen of');
    expect(declined.body).toMatch(/<title data-seo>[^<]+<\/title>/);
  });

  it('answers an unknown address 404, drawn as the not-found screen', async () => {
    const page = await server.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<h1>Drawn /no-such-page</h1>');
  });

  it("sends an address visitors guess for a screen to the screen's address for good, keeping the query", async () => {
    const press = await server.inject({ method: 'GET', url: '/press' });
    expect(press.statusCode).toBe(301);
    expect(press.headers.location).toBe('/press-release');
    const works = await server.inject({ method: 'HEAD', url: '/artworks?sort=price_asc' });
    expect(works.statusCode).toBe(301);
    expect(works.headers.location).toBe('/arts?sort=price_asc');
    expect(drawing.calls).toHaveLength(0);
    // A screen's own address, and a guess that would find no screen either, are not moved.
    expect((await server.inject({ method: 'GET', url: `/artists/new-artist-${changes}` })).statusCode).toBe(200);
    expect((await server.inject({ method: 'GET', url: '/press/2026' })).statusCode).toBe(404);
  });

  it('draws an address holding a NUL character as a page, leaving the refusal to the API it asks', async () => {
    const page = await server.inject({ method: 'GET', url: '/arts/a%00b' });
    // No work's slug holds one: the not-found page, on PostgreSQL (whose text cannot hold it) too.
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Drawn /arts/a%00b</h1>');
    // The API the page is drawn from names the field instead.
    const api = await server.inject({ method: 'POST', url: '/admin/api/artist_details/a%00b' });
    expect(api.statusCode).toBe(400);
    expect(api.json().errors).toEqual([{ field: 'slug', message: 'must not contain a NUL character' }]);
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
      '/.vite/storefront-manifest.json',
    ]) {
      const missing = await server.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ errors: [] });
    }
  });

  it('sends a kept page compressed once per encoding, with an ETag that a browser revalidates with', async () => {
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
    // The same copy for the next visitor: drawn once, compressed once.
    const again = await server.inject({ method: 'GET', url: '/arts', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(drawing.calls).toHaveLength(1);
    expect(br.headers.etag).toBe(etag);
    // The page's security headers come with every copy.
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");

    const unchanged = await server.inject({ method: 'GET', url: '/arts', headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    // Once the catalogue changes, the page is drawn again and an old copy is no longer current.
    await catalogueChanges();
    const redrawn = await server.inject({ method: 'GET', url: '/arts', headers: { 'if-none-match': etag } });
    expect(drawing.calls).toHaveLength(2);
    // The stub draws the same screen again: same bytes, same tag, still a 304.
    expect(redrawn.statusCode).toBe(304);
    const otherPage = await server.inject({ method: 'GET', url: '/arts?lng=de', headers: { 'if-none-match': etag } });
    expect(otherPage.statusCode).toBe(200);
    expect(otherPage.headers.etag).not.toBe(etag);
  });

  it('sends an unknown address its 404 page without an ETag to revalidate', async () => {
    const missing = await server.inject({ method: 'GET', url: '/no-such-page', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('<div id="root">');
  });

  it('keeps translation files for minutes and pages not at all without asking again', async () => {
    const words = await server.inject({ method: 'GET', url: '/locales/fr/common.json' });
    expect(words.statusCode).toBe(200);
    expect(words.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    const page = await server.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
