import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { endOfMuscatDay } from '#shared/muscat-day.ts';

/**
 * What the server caches of a finished answer or page to send it again (the answer cache, ADR 006;
 * the cached storefront pages, ADR 018): its bytes, its ETag, and each compressed copy made once, the
 * first time a client asks for that encoding. Compressing a rendered page on every request cost five
 * times as much as sending it.
 */
export interface CachedResponse {
  /** The bytes as they were made: sending a Buffer skips encoding the string again for every copy. */
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** Copies being made off the event loop (`compressedCopyOffThread`), shared by whoever asks meanwhile. */
  compressing?: Partial<Record<ContentEncoding, Promise<Buffer>>>;
}

export type ContentEncoding = 'br' | 'gzip';

/**
 * What a cached response takes in memory, counted when it is cached: its bytes, and room for the gzip
 * and brotli copies made later, the first time a client asks (each under a quarter of the bytes for
 * the gallery's HTML and JSON).
 */
export const cachedBytes = (cached: CachedResponse): number => Math.ceil(cached.body.length * 1.5) + 512;

/**
 * The responses cached, the least recently sent evicted first once there are `max` of them or they
 * take `maxBytes` with their compressed copies (`cachedBytes`); a larger response is not cached.
 */
export function responseCache<T extends CachedResponse>(bounds: {
  max: number;
  maxBytes: number;
}): LRUCache<string, T> {
  return new LRUCache<string, T>({ max: bounds.max, maxSize: bounds.maxBytes, sizeCalculation: cachedBytes });
}

/**
 * The longest an answer or a page is cached when nothing says it changed. Every change made through
 * the gallery invalidates what it touches at once, in every process (ADR 006's invalidation and
 * change feed); this bounds only what nothing reported: a hand edit of the database, or a process
 * stopped between a commit and its row in the feed. As long as the feed keeps its rows.
 */
export const MAX_CACHE_AGE_MS = 10 * 60_000;

/**
 * Until when a copy made for a request that arrived at `askedAt` may be sent again (ms since the
 * epoch): at most `MAX_CACHE_AGE_MS`, and never past the end of that Muscat day, when exhibitions
 * open and close and every answer that says "current" or "upcoming" may read otherwise. Counted from
 * when the request arrived, so that a copy made across midnight is not cached at all.
 */
export function cachedUntil(askedAt: number): number {
  return Math.min(askedAt + MAX_CACHE_AGE_MS, endOfMuscatDay(askedAt));
}

/** Below this, compressing costs more than it saves (the same threshold as @fastify/compress in app.ts). */
export const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send a cached response in: brotli where the client takes it, gzip otherwise, or none. */
export function acceptedEncoding(request: FastifyRequest): ContentEncoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  if (header.includes('br')) return 'br';
  if (header.includes('gzip')) return 'gzip';
  return null;
}

// Quality 5: most of brotli's gain for a fraction of its default (11) cost (a 116 KB page: 24.4 KB in
// 2 ms, against 22.0 KB in 111 ms at 11).
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

/** The copy in `encoding`, compressed the first time it is asked for and cached with the others. */
export function compressedCopy(cached: CachedResponse, encoding: ContentEncoding): Buffer {
  if (encoding === 'br') {
    cached.br ??= brotliCompressSync(cached.body, BROTLI_OPTIONS);
    return cached.br;
  }
  cached.gzip ??= gzipSync(cached.body);
  return cached.gzip;
}

const brotliOffThread = promisify(brotliCompress);
const gzipOffThread = promisify(gzip);

/**
 * As `compressedCopy`, but the first copy is made on libuv's thread pool: a rendered page's brotli copy
 * (2 ms of a first visit's 20) would otherwise hold up every other request meanwhile, and the
 * second core is there to do it. Whoever asks while it is being made waits for the same one.
 */
export function compressedCopyOffThread(cached: CachedResponse, encoding: ContentEncoding): Buffer | Promise<Buffer> {
  const made = cached[encoding];
  if (made) return made;
  const compressing = (cached.compressing ??= {});
  return (compressing[encoding] ??= (
    encoding === 'br' ? brotliOffThread(cached.body, BROTLI_OPTIONS) : gzipOffThread(cached.body)
  ).then((copy) => {
    cached[encoding] = copy;
    delete compressing[encoding];
    return copy;
  }));
}

/**
 * From this size a cached answer's first compressed copy is made off the event loop too: a page of 20
 * works (57 KB) took 0.57 ms of brotli, a tenth of its first visit, while every request behind it
 * waited. Below it the copy is made at once (a work's answer, 10 KB: 0.1 ms), as handing it to the
 * thread pool and back would cost about as much.
 */
export const COMPRESS_OFF_THREAD_FROM_BYTES = 16 * 1024;

/** The copy in `encoding`: cached already, being made, or made now, on the thread pool when large. */
export function copyInEncoding(cached: CachedResponse, encoding: ContentEncoding): Buffer | Promise<Buffer> {
  return cached.body.length >= COMPRESS_OFF_THREAD_FROM_BYTES
    ? compressedCopyOffThread(cached, encoding)
    : compressedCopy(cached, encoding);
}

/** A strong ETag from the content itself: the same bytes always get the same tag. */
export function etagOf(content: string | Buffer): string {
  return `"${createHash('sha1').update(content).digest('base64url').slice(0, 22)}"`;
}
