import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '#shared/languages.ts';
import { injectHead } from '../modules/seo/seo.html.ts';
import { pageMeta } from '../modules/seo/seo.service.ts';
import pLimit from 'p-limit';
import { bootScript, CURRENCY_COOKIE, type DrawPage, type DrawnPage } from '#shared/page-drawing.ts';
import {
  inlineStylesheets,
  codeAfterPictures,
  likelyLanguage,
  linkedAssets,
  manifestPath,
  pageHints,
  readManifest,
} from '../lib/page-hints.ts';
import { injectFetch, loadPageDrawing, translationFiles } from '../lib/page-drawing.ts';
import {
  acceptedEncoding,
  compressedCopyOffThread,
  etagOf,
  keptCopiesCache,
  keptUntil,
  type KeptCopies,
} from '../lib/kept-copies.ts';
import { worksIn } from './answer-cache.ts';
import { meantAddress } from '../lib/guessed-addresses.ts';

/** The longest a page waits for its data to be drawn on the server; past it the browser draws it. */
const DRAW_TIMEOUT_MS = 3000;
/**
 * Finished storefront pages kept, per address and language, until the catalogue changes or the
 * Muscat day ends, ten minutes at most (ADR 007, `keptUntil`).
 */
const KEPT_PAGES = 1000;
/** With their compressed copies: a drawn page is 60 to 170 KB, so some 400 to 1,000 pages. */
const KEPT_PAGES_BYTES = 96 * 1024 * 1024;
/**
 * Pages drawn at once; the others wait their turn, first come, first drawn. Drawn all together, fifty
 * first visits shared the CPU so that each took as long as all of them, and on SQLite, whose queries
 * never let go of the event loop, some waited eight seconds. On PostgreSQL two at once: one draws
 * while the other waits for the database.
 */
export const drawnAtOnce = (engine: string) => (engine === 'postgres' ? 2 : 1);

/**
 * Resolves once the event loop has read what came in meanwhile: a drawing started at once would keep
 * new requests out until it is done, and a client's next request on a connection already read would
 * get its turn before the first requests of connections not yet read (600 first visits, 50 at a
 * time, on SQLite: p99 1.9 to 2.0 s without it, 0.97 to 1.03 s with it).
 */
const afterWaitingRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A finished page as kept: its HTML, with its ETag and compressed copies (`lib/kept-copies.ts`). */
interface KeptPage extends KeptCopies {
  status: number;
  etag: string;
  generation: number;
  /** Sent again until then (ms since the epoch), unless a change forgets it sooner. */
  until: number;
  /** The works whose stock it shows; null: any work's sale may change it (a list filtered by availability). */
  works: ReadonlySet<number> | null;
  /**
   * False for a page the server could not draw this time (the drawing failed, timed out or declined):
   * sent for the browser to draw, but not kept, so that the next visitor gets it drawn.
   */
  keep: boolean;
}

/**
 * The works a drawn page shows, from the API answers it was drawn with (as the answer cache reads
 * its own answers), or null when one of its lists was chosen by availability, which any sale can
 * change. A page the browser draws shows no work yet.
 */
export function worksOnPage(drawn: DrawnPage | null): ReadonlySet<number> | null {
  if (!drawn) return new Set();
  return askedByAvailability(drawn.boot.answers) ? null : worksIn(drawn.boot.answers);
}

/** Whether any query the page made (RTK Query keeps each one's `originalArgs`) filtered by availability. */
function askedByAvailability(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(askedByAvailability);
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  const args = record.originalArgs as { availability?: unknown } | undefined;
  if (args && typeof args === 'object' && args.availability !== undefined && args.availability !== 'all') return true;
  return Object.values(record).some(askedByAvailability);
}

/** Where `vite build` puts the storefront and the back office. */
export const WEB_DIST = path.resolve('dist/web');
/** Where `vite build --ssr` puts the storefront's page drawing (scripts/build.mjs). */
export const DRAWING_MODULE = path.resolve('dist/ssr/draw-page.js');

export interface WebOptions {
  env: Env;
  /** The folder of the built apps; tests point it at a stub page. Default: dist/web. */
  root?: string;
  /**
   * The module that draws storefront pages on the server (ADR 007). Default: dist/ssr/draw-page.js
   * with the default root, none with another root (tests that serve a stub page).
   */
  drawingModule?: string;
}

/**
 * Serves the built browser apps: hashed assets cached for a year, translations briefly,
 * /admin/* to the back office's page and every other page path to the storefront's, with that
 * page's title, description, canonical address and link-preview tags written into its head.
 */
async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const root = options.root ? path.resolve(options.root) : WEB_DIST;
  const storefrontHtml = path.join(root, 'index.html');
  const adminHtml = path.join(root, 'admin', 'index.html');
  if (!fs.existsSync(storefrontHtml)) {
    app.log.warn(`No built storefront at ${root}; run "npm run build".`);
    return;
  }
  const pages = {
    storefront: fs.readFileSync(storefrontHtml, 'utf8'),
    admin: fs.existsSync(adminHtml) ? fs.readFileSync(adminHtml, 'utf8') : '',
  };
  const manifest = readManifest(manifestPath(root));
  const linked = linkedAssets(pages.storefront);
  // Loaded beside the rest of the start instead of before it (React's server renderer and the
  // storefront: a fifth of a second): the API is ready sooner, and the first page waits for it if need be.
  const drawing = loadPageDrawing(options.drawingModule ?? (options.root ? undefined : DRAWING_MODULE), app.log);
  const translations = translationFiles(root);
  const styleOf = builtStyles(root);
  const fetchFn = injectFetch(app);
  const keptPages = keptCopiesCache<KeptPage>({ max: KEPT_PAGES, maxBytes: KEPT_PAGES_BYTES });
  // The answer cache's generation moves with every change the storefront shows: a page drawn while
  // it moved may show the state before the change, and is not kept.
  const generationNow = () => (app.hasDecorator('answerCache') ? app.answerCache.generation : 0);
  // Forgotten as the answer cache forgets: every page on a change through the back office, and on a
  // sale only the pages that show the work sold (and the lists chosen by availability).
  if (app.hasDecorator('answerCache')) {
    const stopListening = app.answerCache.onForget((forgotten) => {
      if (forgotten === 'everything') return keptPages.clear();
      for (const [key, page] of keptPages.entries()) {
        if (page.works === null || forgotten.some((id) => page.works!.has(id))) keptPages.delete(key);
      }
    });
    app.addHook('onClose', async () => stopListening());
  }

  /** The page's first screen drawn on the server, or null when the browser has to draw it. */
  const draw = async (
    drawing: DrawPage,
    request: FastifyRequest,
    language: ContentLocale,
  ): Promise<DrawnPage | null> => {
    try {
      return await drawing({
        url: request.url,
        siteOrigin: `${request.protocol}://${request.host}`,
        language,
        currency: chosenCurrency(request),
        translations: (ns) => translations(language, ns),
        fallbackTranslations: (ns) => translations(DEFAULT_CONTENT_LOCALE, ns),
        origin: 'http://storefront.internal',
        fetchFn,
        timeoutMs: DRAW_TIMEOUT_MS,
      });
    } catch (error) {
      // The page still works: the browser draws it, as it does without server drawing.
      request.log.warn({ err: error, url: request.url }, 'could not draw the page on the server');
      return null;
    }
  };

  /**
   * A page not kept, drawn once for every request that asks for it while it is being drawn: after a
   * change, the visitors of a busy page would otherwise each draw it (tens of milliseconds of CPU
   * each). A request that comes after a change waits for a drawing started after it.
   */
  const beingDrawn = new Map<string, Promise<KeptPage>>();
  const drawingTurn = pLimit(drawnAtOnce(app.hasDecorator('dbEngine') ? app.dbEngine : 'sqlite'));
  const drawnOnce = (key: string, draw: () => Promise<KeptPage>): Promise<KeptPage> => {
    const started = `${generationNow()} ${key}`;
    let page = beingDrawn.get(started);
    if (!page) {
      page = drawingTurn(() => afterWaitingRequests().then(draw))
        .then((drawn) => {
          if (drawn.keep && drawn.generation === generationNow() && drawn.until > Date.now()) keptPages.set(key, drawn);
          return drawn;
        })
        .finally(() => beingDrawn.delete(started));
      beingDrawn.set(started, page);
    }
    return page;
  };

  /** The storefront's HTML for a page: its head, hints and, where the server can, its first screen. */
  const storefrontPage = async (request: FastifyRequest, url: string): Promise<KeptPage> => {
    const generation = generationNow();
    const askedAt = Date.now();
    const language = likelyLanguage(request);
    const meta = await pageMeta(app.db, url, options.env.PUBLIC_URL, language);
    const drawPage = await drawing;
    const drawn = drawPage ? await draw(drawPage, request, language) : null;
    // A list or content page says its title in its screen's words: drawn, it arrives with them too.
    const head = meta.titledByScreen && drawn?.head ? { ...meta.head, ...drawn.head } : meta.head;
    const page = withLanguage(injectHead(pages.storefront, head), language);
    const hints = pageHints(manifest, url, language, linked, { drawn: Boolean(drawn), styleOf });
    // The drawn screen and its state go in last, so that the page's own tags are looked for in the
    // template around them (half of an artwork page) rather than in the whole page; and by a function,
    // since a replacement string would read `$&` or `$'` in a work's text as patterns.
    const html = drawn
      ? codeAfterPictures(
          inlineStylesheets(page, styleOf).replace('</head>', () => `  ${hints}\n  ${drawn.headHints}</head>`),
        ).replace('<div id="root"></div>', () => `<div id="root">${drawn.html}</div>${bootScript(drawn.boot)}`)
      : page.replace('</head>', `  ${hints}\n  </head>`);
    const body = Buffer.from(html);
    return {
      status: meta.status,
      body,
      etag: etagOf(body),
      generation,
      until: keptUntil(askedAt),
      works: worksOnPage(drawn),
      keep: Boolean(drawn) || !drawPage,
    };
  };

  // Vite names assets by content hash, so they never change under the same URL.
  const setHeaders = (res: { header(name: string, value: string): unknown }, file: string) => {
    if (file.includes(`${path.sep}assets${path.sep}`)) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    } else if (file.includes(`${path.sep}locales${path.sep}`)) {
      res.header('cache-control', 'public, max-age=300, stale-while-revalidate=86400');
    } else {
      res.header('cache-control', 'public, max-age=3600');
    }
  };
  // The built code and styles, and the translation files, each under one route: a route for every
  // file of the build (GET and HEAD, two hundred files) took a twentieth of the server's start.
  await app.register(fastifyStatic, { root: path.join(root, 'assets'), prefix: '/assets/', index: false, setHeaders });
  await app.register(fastifyStatic, {
    root: path.join(root, 'locales'),
    prefix: '/locales/',
    index: false,
    decorateReply: false,
    setHeaders,
  });

  const sendPage = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  /**
   * A storefront page, from its kept copy: compressed once per encoding rather than for every
   * visitor, and a 304 for a browser that already holds it (every page is revalidated: `no-cache`).
   */
  const sendKeptPage = (request: FastifyRequest, reply: FastifyReply, page: KeptPage) => {
    reply.code(page.status).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (page.status === 200) {
      reply.header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    }
    reply.type('text/html; charset=utf-8');
    const encoding = acceptedEncoding(request);
    if (!encoding) return reply.send(page.body);
    reply.header('content-encoding', encoding);
    // Kept pages have their copy ready; only a page's first visitor in an encoding waits for it.
    const copy = compressedCopyOffThread(page, encoding);
    return Buffer.isBuffer(copy) ? reply.send(copy) : copy.then((made) => reply.send(made));
  };

  app.get('/admin', (_req, reply) => sendPage(reply, pages.admin));
  app.get('/admin/*', (req, reply) => {
    if (req.url.startsWith('/admin/api/')) {
      return reply.code(404).send({ message: `No route for GET ${req.url.split('?')[0]}`, errors: [] });
    }
    return sendPage(reply, pages.admin);
  });
  // Other files that exist (the icon) are sent as they are; anything else is a storefront route.
  // Hidden ones are not files of the site: `.vite/` holds the build's manifests, with source paths.
  app.get('/*', async (req, reply) => {
    const url = req.url.split('?')[0]!;
    const file = path.join(root, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
    const hidden = path
      .relative(root, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'));
    if (url !== '/' && !hidden && file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file), root);
    }
    if (/\.[a-z0-9]{2,5}$/i.test(url)) {
      return reply.code(404).send({ message: `No file at ${url}`, errors: [] });
    }
    // An address for a screen the storefront puts elsewhere (`/press`): sent there for good.
    const meant = meantAddress(req.url);
    if (meant) return reply.redirect(meant, 301);
    // An unknown address still gets the app (it shows its not-found page), but answers 404 with noindex.
    const key = `${likelyLanguage(req)} ${chosenCurrency(req) ?? '-'} ${req.protocol}://${req.host}${req.url}`;
    const kept = keptPages.get(key);
    const page = kept && kept.until > Date.now() ? kept : await drawnOnce(key, () => storefrontPage(req, url));
    return sendKeptPage(req, reply, page);
  });
}

/** The built stylesheets (`assets/*.css`), each read once: a drawn page carries its screen's. */
function builtStyles(root: string) {
  const styles = new Map<string, string | undefined>();
  return (file: string): string | undefined => {
    if (!styles.has(file)) {
      try {
        styles.set(file, fs.readFileSync(path.join(root, file), 'utf8'));
      } catch {
        styles.set(file, undefined);
      }
    }
    return styles.get(file);
  };
}

/** The display currency the visitor chose, from the cookie the storefront keeps it in (a code, or nothing). */
function chosenCurrency(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[CURRENCY_COOKIE];
  return value && /^[A-Z]{3}$/.test(value) ? value : undefined;
}

/** `<html lang dir>` for the language the page will most likely show in, so Arabic starts right to left. */
function withLanguage(html: string, language: ContentLocale): string {
  return html.replace(/<html[^>]*>/i, `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
}

export default fp(webPlugin, { name: 'web' });
