import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  cachedBytes,
  COMPRESS_OFF_THREAD_FROM_BYTES,
  compressedCopy,
  compressedCopyOffThread,
  copyInEncoding,
  responseCache,
  type CachedResponse,
} from './cached-response.ts';

const page = () => ({ body: Buffer.from(`<main>${'<p>A work on paper, 40 × 60 cm</p>'.repeat(400)}</main>`) });

describe('compressed copies of a cached answer or page', () => {
  it('makes each copy once and caches it', () => {
    const cached: CachedResponse = page();
    const br = compressedCopy(cached, 'br');
    expect(brotliDecompressSync(br).equals(cached.body)).toBe(true);
    expect(compressedCopy(cached, 'br')).toBe(br);
    expect(gunzipSync(compressedCopy(cached, 'gzip')).equals(cached.body)).toBe(true);
    expect(br.length).toBeLessThan(cached.body.length / 10);
  });

  it('makes a copy off the event loop once for everyone who asks meanwhile, then hands it over at once', async () => {
    const cached: CachedResponse = page();
    const first = compressedCopyOffThread(cached, 'br');
    const second = compressedCopyOffThread(cached, 'br');
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBe(first);
    const copy = await first;
    expect(brotliDecompressSync(copy).equals(cached.body)).toBe(true);
    // Cached: the next visitor gets the same bytes without waiting, and the synchronous path agrees.
    expect(compressedCopyOffThread(cached, 'br')).toBe(copy);
    expect(compressedCopy(cached, 'br')).toBe(copy);
    expect(cached.compressing).toEqual({});

    const gzip = await compressedCopyOffThread(cached, 'gzip');
    expect(gunzipSync(gzip).equals(cached.body)).toBe(true);
    expect(compressedCopyOffThread(cached, 'gzip')).toBe(gzip);
  });
});

describe('a cached answer in an encoding', () => {
  const answer = (bytes: number): CachedResponse => ({
    body: Buffer.from(JSON.stringify({ result: 'Frankincense Coast, oil on canvas. '.repeat(bytes / 35) })),
  });

  it('is compressed at once while small', () => {
    const small = answer(10_000);
    const copy = copyInEncoding(small, 'br');
    expect(Buffer.isBuffer(copy)).toBe(true);
    expect(brotliDecompressSync(copy as Buffer).equals(small.body)).toBe(true);
    expect(copyInEncoding(small, 'br')).toBe(copy);
  });

  it('is compressed off the event loop once large, once for everyone who asks meanwhile', async () => {
    const large = answer(COMPRESS_OFF_THREAD_FROM_BYTES + 1000);
    expect(large.body.length).toBeGreaterThanOrEqual(COMPRESS_OFF_THREAD_FROM_BYTES);
    const first = copyInEncoding(large, 'gzip');
    expect(first).toBeInstanceOf(Promise);
    expect(copyInEncoding(large, 'gzip')).toBe(first);
    const copy = await first;
    expect(gunzipSync(copy).equals(large.body)).toBe(true);
    expect(copyInEncoding(large, 'gzip')).toBe(copy);
  });
});

describe('the cached responses', () => {
  const copy = (bytes: number): CachedResponse => ({ body: Buffer.alloc(bytes, 'a') });

  it('count the room their compressed copies will take', () => {
    expect(cachedBytes(copy(100_000))).toBe(150_512);
    // Once made, the copies of a page of HTML fit in that room.
    const page = copy(0);
    page.body = Buffer.from('<li class="artwork-card">Frankincense Coast, oil on canvas</li>\n'.repeat(1500));
    const made = page.body.length + compressedCopy(page, 'gzip').length + compressedCopy(page, 'br').length;
    expect(made).toBeLessThan(cachedBytes(page));
  });

  it('go, least recently sent first, once they take the bytes allowed, however few they are', () => {
    const cache = responseCache<CachedResponse>({ max: 1000, maxBytes: 1_000_000 });
    cache.set('/arts/a', copy(200_000));
    cache.set('/arts/b', copy(200_000));
    cache.set('/arts/c', copy(200_000));
    cache.get('/arts/a');
    // 3 × 300 KB counted: a fourth leaves room only by letting the least recently sent go.
    cache.set('/arts/d', copy(200_000));
    expect([...cache.keys()].sort()).toEqual(['/arts/a', '/arts/c', '/arts/d']);
    // One larger than all the room is sent, not cached.
    cache.set('/arts/huge', copy(800_000));
    expect(cache.has('/arts/huge')).toBe(false);
    expect(cache.size).toBe(3);
  });

  it('go once there are as many as allowed, however small', () => {
    const cache = responseCache<CachedResponse>({ max: 2, maxBytes: 1_000_000 });
    for (const key of ['/', '/arts', '/artist']) cache.set(key, copy(10));
    expect([...cache.keys()]).toEqual(['/artist', '/arts']);
  });
});
