import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { endOfMuscatDay } from '#shared/muscat-day.ts';

/**
 * What the server keeps of a finished answer or page to send it again (the answer cache, ADR 006;
 * the kept storefront pages, ADR 007): its bytes, its ETag, and each compressed copy made once, the
 * first time a client asks for that encoding. Compressing a rendered page on every request cost five
 * times as much as sending it.
 */
export interface KeptCopies {
  /** The bytes as they were made: sending a Buffer skips encoding the string again for every copy. */
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** Copies being made off the event loop (`compressedCopyOffThread`), shared by whoever asks meanwhile. */
  compressing?: Partial<Record<ContentEncoding, Promise<Buffer>>>;
}

export type ContentEncoding = 'br' | 'gzip';

/**
 * What a kept copy takes in memory, counted when it is kept: its bytes, and room for the gzip and
 * brotli copies made later, the first time a client asks (each under a quarter of the bytes for the
 * gallery's HTML and JSON).
 */
export const keptBytes = (copies: KeptCopies): number => Math.ceil(copies.body.length * 1.5) + 512;

/**
 * The copies kept, the least recently sent going first once there are `max` of them or they take
 * `maxBytes` with their compressed copies (`keptBytes`); a copy larger than that is not kept.
 */
export function keptCopiesCache<T extends KeptCopies>(bounds: { max: number; maxBytes: number }): LRUCache<string, T> {
  return new LRUCache<string, T>({ max: bounds.max, maxSize: bounds.maxBytes, sizeCalculation: keptBytes });
}

/**
 * The longest an answer or a page is kept when nothing says it changed. Every change made through
 * the gallery forgets what it touches at once, in every process (ADR 006's invalidation and change
 * feed); this bounds only what nothing reported: a hand edit of the database, or a process stopped
 * between a commit and its row in the feed. As long as the feed keeps its rows.
 */
export const KEPT_AT_MOST_MS = 10 * 60_000;

/**
 * Until when a copy made for a request that arrived at `askedAt` may be sent again (ms since the
 * epoch): at most `KEPT_AT_MOST_MS`, and never past the end of that Muscat day, when exhibitions
 * open and close and every answer that says "current" or "upcoming" may read otherwise. Counted from
 * when the request arrived, so that a copy made across midnight is not kept at all.
 */
export function keptUntil(askedAt: number): number {
  return Math.min(askedAt + KEPT_AT_MOST_MS, endOfMuscatDay(askedAt));
}

/** Below this, compressing costs more than it saves (the same threshold as @fastify/compress in app.ts). */
export const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send a kept copy in: brotli where the client takes it, gzip otherwise, or none. */
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

/** The copy in `encoding`, compressed the first time it is asked for and kept with the others. */
export function compressedCopy(kept: KeptCopies, encoding: ContentEncoding): Buffer {
  if (encoding === 'br') {
    kept.br ??= brotliCompressSync(kept.body, BROTLI_OPTIONS);
    return kept.br;
  }
  kept.gzip ??= gzipSync(kept.body);
  return kept.gzip;
}

const brotliOffThread = promisify(brotliCompress);
const gzipOffThread = promisify(gzip);

/**
 * As `compressedCopy`, but the first copy is made on libuv's thread pool: a rendered page's brotli copy
 * (2 ms of a first visit's 20) would otherwise hold up every other request meanwhile, and the
 * second core is there to do it. Whoever asks while it is being made waits for the same one.
 */
export function compressedCopyOffThread(kept: KeptCopies, encoding: ContentEncoding): Buffer | Promise<Buffer> {
  const made = kept[encoding];
  if (made) return made;
  const compressing = (kept.compressing ??= {});
  return (compressing[encoding] ??= (
    encoding === 'br' ? brotliOffThread(kept.body, BROTLI_OPTIONS) : gzipOffThread(kept.body)
  ).then((copy) => {
    kept[encoding] = copy;
    delete compressing[encoding];
    return copy;
  }));
}

/**
 * From this size a kept answer's first compressed copy is made off the event loop too: a page of 20
 * works (57 KB) took 0.57 ms of brotli, a tenth of its first visit, while every request behind it
 * waited. Below it the copy is made at once (a work's answer, 10 KB: 0.1 ms), as handing it to the
 * thread pool and back would cost about as much.
 */
export const COMPRESS_OFF_THREAD_FROM_BYTES = 16 * 1024;

/** The copy in `encoding`: kept already, being made, or made now, on the thread pool when large. */
export function copyInEncoding(kept: KeptCopies, encoding: ContentEncoding): Buffer | Promise<Buffer> {
  return kept.body.length >= COMPRESS_OFF_THREAD_FROM_BYTES
    ? compressedCopyOffThread(kept, encoding)
    : compressedCopy(kept, encoding);
}

/** A strong ETag from the content itself: the same bytes always get the same tag. */
export function etagOf(content: string | Buffer): string {
  return `"${createHash('sha1').update(content).digest('base64url').slice(0, 22)}"`;
}
