import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { CatalogueChange } from '../db/catalogue-writes.ts';
import { contentLocaleOf } from '../lib/content-locale.ts';
import {
  acceptedEncoding,
  cachedUntil,
  COMPRESS_FROM_BYTES,
  copyInEncoding,
  etagOf,
  responseCache,
  type CachedResponse,
} from '../lib/cached-response.ts';
import { jsonAnswerHeaders } from './security.ts';

/**
 * The storefront's catalogue reads, cached serialised in memory (ADR 006).
 *
 * Browsing is almost all reads of data that changes only when staff edit it or a work is sold, so
 * the answer of each read (route + query + body + content language) is cached as the JSON string the
 * route produced, with its ETag, and later identical requests get that string back before the body
 * is validated or the database is asked: a 304 when the browser already holds it, a pre-compressed
 * copy when it accepts gzip or brotli. Every successful change through the back office empties the
 * whole cache. An order taking stock (or a cancelled one giving it back) invalidates only the answers
 * that show one of its works, and the searches filtered by availability, whose lists it can change:
 * in a busy shop the rest of the catalogue stays cached. An answer is otherwise cached until the Muscat
 * day ends, when "current" and "upcoming" exhibitions may change, and ten minutes at most
 * (`cachedUntil`): a one-minute life made most visits to a large catalogue first visits.
 *
 * The cache lives in this process. When several processes serve one database, each tells the
 * others what it invalidated through the change feed (plugins/change-feed.ts), and hears theirs as
 * reports of its own database's writes: a change made through one is shown by all within
 * `CHANGE_FEED_INTERVAL_MS`.
 */

/** Public reads whose answers depend only on the request and on catalogue data. */
export const CACHED_ROUTES: ReadonlySet<string> = new Set([
  '/admin/api/product_search',
  '/admin/api/product_id/:id',
  '/admin/api/product_filter',
  '/admin/api/artist_list',
  '/admin/api/artist_details/:slug',
  '/admin/api/exhibitions',
  '/admin/api/exhibitions_details/:slug',
  '/admin/api/press_release',
  '/admin/api/pages/:slug',
  '/admin/api/setting',
  '/admin/api/home',
]);

/**
 * Successful requests to these change what the cached routes answer: the back office's writes, some
 * of which run in transactions whose statements were reported before the commit. (Orders report
 * their stock again once their transaction ends: `stockTransaction`.)
 */
function changesCatalogue(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return route.startsWith('/admin/api/manage/') && request.method !== 'GET' && request.method !== 'HEAD';
}

/**
 * The works an answer shows, by id: every object in it with a `product_slug` is an artwork (the API's
 * product and card shapes), wherever it sits (a search page, a work's related works, an artist's or
 * an exhibition's works, the home page's sections).
 */
export function worksIn(answer: unknown, found: Set<number> = new Set()): Set<number> {
  if (Array.isArray(answer)) {
    for (const item of answer) worksIn(item, found);
  } else if (answer !== null && typeof answer === 'object') {
    const record = answer as Record<string, unknown>;
    if (typeof record.product_slug === 'string' && typeof record.id === 'number') found.add(record.id);
    for (const value of Object.values(record)) if (value !== null && typeof value === 'object') worksIn(value, found);
  }
  return found;
}

/**
 * The works whose stock an answer depends on, or null when a sale of any work may change it: a
 * search filtered by availability gains or loses works as they sell. No other public list is chosen
 * by stock or availability (searches, related works, artists' and exhibitions' works, home sections);
 * the facet counts asked with an availability filter count works on sale.
 */
function worksShownBy(request: FastifyRequest, answer: unknown): ReadonlySet<number> | null {
  // A search's body, or the facet counts' query (what each choice would find among the works on sale).
  for (const asked of [request.body, request.query] as ({ availability?: unknown } | null | undefined)[]) {
    if (asked && typeof asked === 'object' && asked.availability !== undefined && asked.availability !== 'all')
      return null;
  }
  return worksIn(answer);
}

/**
 * Counting the room of each answer's compressed copies (`cachedBytes`): 64 MB of answers, every work of
 * a catalogue of 5,000 (10 KB each) among them. Counted at 64 MB, a visitor going through all of
 * them found none cached (the least recently sent went first).
 */
export const ANSWER_CACHE_BOUNDS = { max: 5_000, maxBytes: 96 * 1024 * 1024 };
/** A cached answer differs by the encoding it is sent in and by the content language it was made in. */
const VARY = 'accept-encoding, accept-language';

interface CachedAnswer extends CachedResponse {
  etag: string;
  /** The route's own caching advice, given again with each copy. */
  cacheControl?: string;
  /** The headers of each kind of hit, built with the first hit of that kind (`hitHeaders`). */
  headers?: Partial<Record<HitKind, readonly (string | number)[]>>;
  /** The works whose stock it shows (`worksShownBy`); null: it goes with any work's stock change. */
  works: ReadonlySet<number> | null;
  /** Sent again until then (ms since the epoch, `cachedUntil`), unless a change invalidates it sooner. */
  until: number;
}

type HitKind = 'plain' | 'gzip' | 'br' | 'unchanged';

interface PendingAnswer {
  key: string;
  generation: number;
  works: ReadonlySet<number> | null;
  /** When the request arrived: the day its answer is made for. */
  askedAt: number;
}

export interface AnswerCache {
  /** Invalidate every cached answer (a change made outside a request, such as a seed or a script). */
  invalidate(): void;
  /** Invalidate the answers that show these works' stock, and those that depend on every work's. */
  invalidateStockOf(artworkIds: readonly number[]): void;
  /** How many answers are cached (tests, diagnostics). */
  readonly size: number;
  /** Grows with each invalidation, whole or not: whatever was computed under an older one may be stale. */
  readonly generation: number;
  /**
   * Tells `listener` of every invalidation as it happens: everything, or the works whose stock
   * changed (what else is cached from the catalogue, the rendered pages, follows the same rule).
   * Returns the way to stop listening.
   */
  onInvalidate(listener: (invalidated: 'everything' | readonly number[]) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
  interface FastifyRequest {
    pendingAnswer: PendingAnswer | null;
  }
}

function keyOf(request: FastifyRequest): string {
  const body = request.body === undefined || request.body === null ? '' : JSON.stringify(request.body);
  return `${request.method} ${request.url} ${contentLocaleOf(request)} ${body}`;
}

/**
 * Every header a hit is sent with, as Node takes them raw ([name, value, name, value, …]): the ones
 * its miss got on the way out, the JSON security headers among them, and its length.
 */
function hitHeaders(
  entry: CachedAnswer,
  kind: HitKind,
  body: Buffer,
  security: Readonly<Record<string, string>>,
): readonly (string | number)[] {
  const headers: (string | number)[] = [
    ...Object.entries(security).flat(),
    'etag',
    entry.etag,
    'vary',
    VARY,
    'x-cache',
    'hit',
  ];
  if (entry.cacheControl) headers.push('cache-control', entry.cacheControl);
  if (kind === 'unchanged') return headers;
  headers.push('content-type', 'application/json; charset=utf-8');
  if (kind !== 'plain') headers.push('content-encoding', kind);
  headers.push('content-length', body.length);
  return headers;
}

/**
 * A hit is written straight to the socket with headers built once per entry, and the rest of
 * Fastify's reply lifecycle is skipped: the body, its ETag and compressed copies are ready (but a
 * large answer's first copy in an encoding, made on the thread pool), so the onSend hooks a reply
 * passes through (cookies, compression, security headers, invalidation, this cache's own) have
 * nothing to do on it. Building the headers and running those hooks for each copy cost a fifth of
 * the CPU time of a small answer (`setting`: 0.026 ms a request, 0.021 ms without).
 */
function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedAnswer,
  security: Readonly<Record<string, string>>,
): void {
  const unchanged = request.headers['if-none-match'] === entry.etag;
  const encoding = unchanged || entry.body.length < COMPRESS_FROM_BYTES ? null : acceptedEncoding(request);
  const kind: HitKind = unchanged ? 'unchanged' : (encoding ?? 'plain');
  const copy = encoding ? copyInEncoding(entry, encoding) : entry.body;
  reply.hijack();
  const send = (body: Buffer) => {
    entry.headers ??= {};
    const headers = (entry.headers[kind] ??= hitHeaders(entry, kind, body, security));
    // Node takes a flat array of names and values as it is (`writeHead` with raw headers).
    reply.raw.writeHead(unchanged ? 304 : 200, headers as unknown as string[]);
    reply.raw.end(unchanged ? undefined : body);
  };
  if (Buffer.isBuffer(copy)) send(copy);
  else {
    // A large answer's first copy in this encoding, still being made on the thread pool.
    copy.then(send, (error: unknown) => {
      request.log.error({ err: error }, 'compressing a cached answer failed');
      reply.raw.destroy();
    });
  }
}

async function answerCachePlugin(app: FastifyInstance): Promise<void> {
  const security = jsonAnswerHeaders(app.hasDecorator('env') ? app.env : undefined);
  const answers = responseCache<CachedAnswer>(ANSWER_CACHE_BOUNDS);
  // Bumped on every invalidation so that an answer computed before a change is never cached after it.
  let generation = 0;
  const listeners = new Set<(invalidated: 'everything' | readonly number[]) => void>();

  app.decorate('answerCache', {
    invalidate() {
      generation += 1;
      answers.clear();
      for (const listener of listeners) listener('everything');
    },
    invalidateStockOf(artworkIds) {
      generation += 1;
      for (const listener of listeners) listener(artworkIds);
      // A walk over at most ANSWER_CACHE_BOUNDS.max keys, once per order: cheaper than an index maintained on every miss.
      const gone: string[] = [];
      for (const [key, entry] of answers.entries()) {
        if (entry.works === null || artworkIds.some((id) => entry.works!.has(id))) gone.push(key);
      }
      for (const key of gone) answers.delete(key);
    },
    get size() {
      return answers.size;
    },
    get generation() {
      return generation;
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  app.decorateRequest('pendingAnswer', null);
  const unsubscribe = app.catalogueWrites.subscribe((change: CatalogueChange) =>
    change === 'everything' ? app.answerCache.invalidate() : app.answerCache.invalidateStockOf(change.stockOf),
  );
  app.addHook('onClose', async () => unsubscribe());

  app.addHook('onRoute', (route) => {
    if (!CACHED_ROUTES.has(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('HEAD') && methods.length === 1) return;

    // After the body is parsed, before it is validated: a hit skips validation, handler and serialiser.
    // A callback hook rather than an async one: no promise to settle on every catalogue read.
    const lookUp = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const key = keyOf(request);
      const entry = answers.get(key);
      const now = Date.now();
      // After a hit the reply counts as sent, and Fastify skips the hooks, validation and handler left.
      if (entry && entry.until > now) sendCached(request, reply, entry, security);
      else {
        if (entry) answers.delete(key);
        request.pendingAnswer = { key, generation, works: null, askedAt: now };
      }
      done();
    };
    // Before serialising, while the answer is still an object: which works it shows.
    const noteWorks = (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      next: (error: Error | null, payload: unknown) => void,
    ) => {
      if (request.pendingAnswer && reply.statusCode === 200)
        request.pendingAnswer.works = worksShownBy(request, payload);
      next(null, payload);
    };
    // First of the route's onSend hooks, so it sees the serialised JSON before compression does.
    const store = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const pending = request.pendingAnswer;
      if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      request.pendingAnswer = null;
      const given = reply.getHeader('etag');
      const etag = typeof given === 'string' ? given : etagOf(payload);
      const cacheControl = reply.getHeader('cache-control');
      reply.header('etag', etag).header('vary', VARY).header('x-cache', 'miss');
      const entry: CachedAnswer = {
        body: Buffer.from(payload),
        etag,
        cacheControl: typeof cacheControl === 'string' ? cacheControl : undefined,
        works: pending.works,
        until: cachedUntil(pending.askedAt),
      };
      if (pending.generation === generation && entry.until > Date.now()) answers.set(pending.key, entry);
      // Compressed here, once, in one call (on the thread pool when large), and cached for the hits
      // that ask for the same encoding: left to @fastify/compress, an answer above its synchronous
      // threshold (8 KB on 2 cores) goes through a zlib stream, which cost a first visit to an
      // artwork as much as the rest of its miss.
      const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request) : null;
      if (!encoding) return payload;
      reply.header('content-encoding', encoding);
      return copyInEncoding(entry, encoding);
    };

    route.preValidation = [lookUp, ...toArray(route.preValidation)];
    route.preSerialization = [noteWorks, ...toArray(route.preSerialization)];
    route.onSend = [store, ...toArray(route.onSend)];
  });

  // Before the answer leaves: once staff see their change saved, the storefront shows it too.
  // A callback hook: it runs on every answer, and an async one settles a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400 && changesCatalogue(request)) app.answerCache.invalidate();
    done(null, payload);
  });
}

function toArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

export default fp(answerCachePlugin, { name: 'answer-cache', dependencies: ['db'] });
