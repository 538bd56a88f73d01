import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '#shared/languages.ts';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { createRequestHandler, RequestHandler, ServerBuild } from 'react-router';
import { siteHead } from '../modules/seo/seo.service.ts';
import pLimit from 'p-limit';
import { CURRENCY_COOKIE } from '#shared/storefront-page.ts';
import { screenForPath } from '#shared/storefront-screens.ts';
import { injectFetch, injectQuery, likelyLanguage, translationFiles } from '../lib/storefront-context.ts';
import {
  acceptedEncoding,
  cachedUntil,
  compressedCopyOffThread,
  etagOf,
  responseCache,
  type CachedResponse,
} from '../lib/cached-response.ts';
import { worksIn } from './answer-cache.ts';
import { helmetHeaders, securityOptions } from './security.ts';
import { meantAddress } from '../lib/guessed-addresses.ts';
import type { DevelopmentWeb } from './web-development.ts';

/**
 * Finished storefront pages cached, per address, language and currency, until the catalogue changes
 * or the Muscat day ends, ten minutes at most (`cachedUntil`).
 */
const CACHED_PAGES = 1000;
/** With their compressed copies: a page is 60 to 170 KB, so some 400 to 1,000 pages. */
const CACHED_PAGES_BYTES = 96 * 1024 * 1024;
/**
 * Pages rendered at once; the others wait their turn, first come, first rendered. Rendered all
 * together, fifty first visits shared the CPU so that each took as long as all of them, and on
 * SQLite, whose queries never let go of the event loop, some waited eight seconds. On PostgreSQL two
 * at once: one renders while the other waits for the database.
 */
export const renderedAtOnce = (engine: string) => (engine === 'postgres' ? 2 : 1);

/**
 * Resolves once the event loop has read what came in meanwhile: a render started at once would keep
 * new requests out until it is done, and a client's next request on a connection already read would
 * get its turn before the first requests of connections not yet read.
 */
const afterWaitingRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A finished page as cached: its HTML, with its ETag, compressed copies and script hashes. */
interface CachedPage extends CachedResponse {
  status: number;
  etag: string;
  /** The page's Content-Security-Policy: its inline scripts allowed by their hashes. */
  csp: string;
  generation: number;
  /** Sent again until then (ms since the epoch), unless a change invalidates it sooner. */
  until: number;
  /** The works whose stock it shows; null: any work's sale may change it (a list filtered by availability). */
  works: ReadonlySet<number> | null;
  /** False for a page that failed to render: sent, but not cached, so that the next visitor gets it rendered. */
  cacheable: boolean;
}

/** One API answer a page was rendered with (web/storefront/route-data.ts). */
interface PageAnswer {
  arg: unknown;
  value: unknown;
}

/**
 * The works a page shows, from the API answers it was rendered with (as the answer cache reads its
 * own answers), or null when one of its lists was chosen by availability, which any sale can change.
 */
export function worksOnPage(answers: readonly PageAnswer[]): ReadonlySet<number> | null {
  const byAvailability = answers.some((answer) => {
    const args = answer.arg as { availability?: unknown } | undefined;
    return args && typeof args === 'object' && args.availability !== undefined && args.availability !== 'all';
  });
  return byAvailability ? null : worksIn(answers.map((answer) => answer.value));
}

/** Where the build puts the browser's files (the storefront's and the back office's). */
export const WEB_DIST = path.resolve('dist/web/client');
/** Where React Router puts the storefront's server build (scripts/build.mjs). */
export const STOREFRONT_SERVER_BUILD = path.resolve('dist/web/server/index.js');

export interface WebOptions {
  env: Env;
  /** The folder of the built browser files; tests point it at their own. Default: dist/web/client. */
  root?: string;
  /** The storefront's server build. Default: dist/web/server/index.js with the default root. */
  serverBuild?: string;
  /**
   * Development: the pages rendered from their sources through Vite, with hot reload, instead of
   * the build (web-development.ts). Default: Vite's servers when NODE_ENV is development.
   */
  development?: DevelopmentWeb;
}

/**
 * The Content-Security-Policy of a page: the site's, with each inline script of the page (React
 * Router's hydration data and module start) allowed by its hash. A hash rather than a nonce because
 * a cached page goes to many visitors.
 */
export function pagePolicy(base: string, html: string | Buffer): string {
  // A page's bytes are read as Latin-1, a character a byte, and hashed back as the same bytes:
  // decoding them as UTF-8 took longer than finding and hashing the scripts.
  const [text, encoding] =
    typeof html === 'string' ? [html, 'utf8' as const] : [html.toString('latin1'), 'latin1' as const];
  const hashes = new Set<string>();
  for (const match of text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1]) hashes.add(`'sha256-${createHash('sha256').update(match[1], encoding).digest('base64')}'`);
  }
  return base.replace(
    /script-src ([^;]*)/,
    (_all, sources: string) => `script-src ${sources} ${[...hashes].join(' ')}`,
  );
}

/**
 * The storefront's server build, loaded once, as a request handler, made by the router the build
 * carries (its entry's `createRequestHandler`: React Router's production build, vite.storefront.config.ts).
 */
async function loadStorefront(file: string): Promise<RequestHandler> {
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const entry = build.entry.module as ServerBuild['entry']['module'] & {
    createRequestHandler?: typeof createRequestHandler;
  };
  if (!entry.createRequestHandler) throw new Error(`${file}: its entry exports no createRequestHandler`);
  return entry.createRequestHandler(build, 'production');
}

/** Vite's servers for `npm run dev`; production loads none of their code. */
async function developmentWeb(app: FastifyInstance, options: WebOptions): Promise<DevelopmentWeb | undefined> {
  if (options.development || options.env.NODE_ENV !== 'development') return options.development;
  return (await import('./web-development.ts')).startDevelopmentWeb(app);
}

/**
 * Serves the built browser apps: hashed assets cached for a year, translations briefly, /admin/* to
 * the back office's page, and every other page path to the storefront, rendered by React Router
 * (ADR 018) and cached until the catalogue changes.
 */
async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const development = await developmentWeb(app, options);
  const root = development?.publicDir ?? (options.root ? path.resolve(options.root) : WEB_DIST);
  const adminHtml = path.join(root, 'admin', 'index.html');
  const serverBuild = options.serverBuild ?? (options.root ? undefined : STOREFRONT_SERVER_BUILD);
  if (!development && (!fs.existsSync(root) || !serverBuild || !fs.existsSync(serverBuild))) {
    app.log.warn(`No built storefront at ${root}; run "npm run build".`);
    return;
  }
  const adminPage = fs.existsSync(adminHtml) ? fs.readFileSync(adminHtml, 'utf8') : '';
  // Loaded beside the rest of the start instead of before it: the API is ready sooner, and the first
  // page waits for it if need be.
  const storefront = development ? Promise.resolve(development.storefront) : loadStorefront(serverBuild!);
  const translationFile = translationFiles(root);
  const fetchFn = injectFetch(app);
  const query = injectQuery(app);
  const sitePolicy = helmetHeaders(securityOptions)['content-security-policy'] ?? '';
  const basePolicy = development ? development.policy(sitePolicy) : sitePolicy;
  const cachedPages = responseCache<CachedPage>({ max: CACHED_PAGES, maxBytes: CACHED_PAGES_BYTES });
  // The answer cache's generation moves with every change the storefront shows: a page rendered while
  // it moved may show the state before the change, and is not cached.
  const generationNow = () => (app.hasDecorator('answerCache') ? app.answerCache.generation : 0);
  // Invalidated as the answer cache is: every page on a change through the back office, and on a
  // sale only the pages that show the work sold (and the lists chosen by availability).
  if (app.hasDecorator('answerCache')) {
    const stopListening = app.answerCache.onInvalidate((invalidated) => {
      if (invalidated === 'everything') return cachedPages.clear();
      for (const [key, page] of cachedPages.entries()) {
        if (page.works === null || invalidated.some((id) => page.works!.has(id))) cachedPages.delete(key);
      }
    });
    app.addHook('onClose', async () => stopListening());
  }

  /**
   * The words a page in `language` is hydrated with: `common`, the catalogue's (artwork cards are on
   * most pages) and its screen's, and English's beside them, so that hydration asks for no file.
   */
  const wordsFor = (language: ContentLocale, pathname: string) => {
    const namespaces = [...new Set(['common', 'catalog', ...screenForPath(pathname).namespaces])];
    const files = (lng: string) => {
      const found: Record<string, Record<string, unknown>> = {};
      for (const ns of namespaces) {
        const file = translationFile(lng, ns);
        if (file) found[ns] = file;
      }
      return found;
    };
    return {
      language,
      translations: files(language),
      ...(language === DEFAULT_CONTENT_LOCALE ? {} : { fallbackTranslations: files(DEFAULT_CONTENT_LOCALE) }),
    };
  };

  /**
   * A page not cached, rendered once for every request that asks for it while it is being rendered:
   * after a change, the visitors of a busy page would otherwise each render it. A request that comes
   * after a change waits for a render started after it.
   */
  const beingRendered = new Map<string, Promise<CachedPage>>();
  const renderTurn = pLimit(renderedAtOnce(app.hasDecorator('dbEngine') ? app.dbEngine : 'sqlite'));
  const renderedOnce = (key: string, render: () => Promise<CachedPage>): Promise<CachedPage> => {
    const started = `${generationNow()} ${key}`;
    let page = beingRendered.get(started);
    if (!page) {
      page = renderTurn(() => afterWaitingRequests().then(render))
        .then((rendered) => {
          if (rendered.cacheable && rendered.generation === generationNow() && rendered.until > Date.now())
            cachedPages.set(key, rendered);
          return rendered;
        })
        .finally(() => beingRendered.delete(started));
      beingRendered.set(started, page);
    }
    return page;
  };

  /** A storefront page rendered by React Router, with what the server knows of it. */
  const storefrontPage = async (request: FastifyRequest, handle: RequestHandler): Promise<CachedPage> => {
    const generation = generationNow();
    const askedAt = Date.now();
    const language = likelyLanguage(request);
    const pathname = request.url.split('?')[0]!;
    const siteOrigin = `${request.protocol}://${request.host}`;
    const answers: PageAnswer[] = [];
    const storefrontContext = {
      language,
      currency: chosenCurrency(request),
      siteOrigin,
      origin: 'http://storefront.internal',
      fetchFn,
      query,
      translationFile,
      words: wordsFor(language, pathname),
      site: siteHead(app.db, options.env.PUBLIC_URL),
      answered: (given: readonly PageAnswer[]) => answers.push(...given),
    };
    const headers = new Headers();
    for (const name of ['accept', 'accept-language', 'cookie', 'user-agent']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const response = await handle(new Request(`${siteOrigin}${request.url}`, { headers }), {
      storefront: storefrontContext,
    });
    // Read as bytes, which the cache keeps and sends.
    const body = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      body,
      etag: etagOf(body),
      csp: pagePolicy(basePolicy, body),
      generation,
      until: cachedUntil(askedAt),
      works: worksOnPage(answers),
      // In development a page changes with its sources: rendered for every request.
      cacheable: response.status < 500 && !development,
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
  if (development) {
    // Vite serves the modules and the public files, before the routes below (their onRequest hooks).
    await app.register(fastifyStatic, { root, serve: false });
  } else {
    // Sent as the build compressed them where it did (scripts/build.mjs); others are compressed here.
    await app.register(fastifyStatic, {
      root: path.join(root, 'assets'),
      prefix: '/assets/',
      index: false,
      preCompressed: true,
      setHeaders,
    });
    await app.register(fastifyStatic, {
      root: path.join(root, 'locales'),
      prefix: '/locales/',
      index: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders,
    });
  }

  const sendPage = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  /**
   * A storefront page, from its cached copy: compressed once per encoding rather than for every
   * visitor, and a 304 for a browser that already holds it (every page is revalidated: `no-cache`).
   */
  const sendCachedPage = (request: FastifyRequest, reply: FastifyReply, page: CachedPage) => {
    reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', page.csp);
    if (page.status === 200) {
      reply.header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    }
    reply.type('text/html; charset=utf-8');
    const encoding = acceptedEncoding(request);
    if (!encoding) return reply.send(page.body);
    reply.header('content-encoding', encoding);
    // Cached pages have their copy ready; only a page's first visitor in an encoding waits for it.
    const copy = compressedCopyOffThread(page, encoding);
    return Buffer.isBuffer(copy) ? reply.send(copy) : copy.then((made) => reply.send(made));
  };

  /** The back office's page; in development Vite's, its inline React Refresh preamble allowed by hash. */
  const sendAdminPage = (request: FastifyRequest, reply: FastifyReply) =>
    development
      ? development
          .adminPage(request.url)
          .then((html) => sendPage(reply.header('content-security-policy', pagePolicy(basePolicy, html)), html))
      : sendPage(reply, adminPage);
  const adminRoute = development?.adminRoute ?? {};
  app.get('/admin', adminRoute, sendAdminPage);
  app.get('/admin/*', adminRoute, (req, reply) => {
    if (req.url.startsWith('/admin/api/')) {
      return reply.code(404).send({ message: `No route for GET ${req.url.split('?')[0]}`, errors: [] });
    }
    return sendAdminPage(req, reply);
  });
  // Other files that exist (the icon) are sent as they are; anything else is a storefront route.
  // Hidden ones are not files of the site: `.vite/` holds the build's manifests, with source paths.
  app.get('/*', development?.storefrontRoute ?? {}, async (req, reply) => {
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
    const handle = await storefront;
    const key = `${likelyLanguage(req)} ${chosenCurrency(req) ?? '-'} ${req.protocol}://${req.host}${req.url}`;
    const cached = cachedPages.get(key);
    const page =
      cached && cached.until > Date.now() ? cached : await renderedOnce(key, () => storefrontPage(req, handle));
    return sendCachedPage(req, reply, page);
  });
}

/** The display currency the visitor chose, from the cookie the storefront keeps it in (a code, or nothing). */
function chosenCurrency(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[CURRENCY_COOKIE];
  return value && /^[A-Z]{3}$/.test(value) ? value : undefined;
}

export default fp(webPlugin, { name: 'web' });
