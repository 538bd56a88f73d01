import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  COMPRESS_OFF_THREAD_FROM_BYTES,
  compressedCopy,
  compressedCopyOffThread,
  copyInEncoding,
  keptBytes,
  keptCopiesCache,
  type KeptCopies,
} from './kept-copies.ts';

const page = () => ({ body: Buffer.from(`<main>${'<p>A work on paper, 40 × 60 cm</p>'.repeat(400)}</main>`) });

describe('compressed copies of a kept answer or page', () => {
  it('makes each copy once and keeps it', () => {
    const kept: KeptCopies = page();
    const br = compressedCopy(kept, 'br');
    expect(brotliDecompressSync(br).equals(kept.body)).toBe(true);
    expect(compressedCopy(kept, 'br')).toBe(br);
    expect(gunzipSync(compressedCopy(kept, 'gzip')).equals(kept.body)).toBe(true);
    expect(br.length).toBeLessThan(kept.body.length / 10);
  });

  it('makes a copy off the event loop once for everyone who asks meanwhile, then hands it over at once', async () => {
    const kept: KeptCopies = page();
    const first = compressedCopyOffThread(kept, 'br');
    const second = compressedCopyOffThread(kept, 'br');
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBe(first);
    const copy = await first;
    expect(brotliDecompressSync(copy).equals(kept.body)).toBe(true);
    // Kept: the next visitor gets the same bytes without waiting, and the synchronous path agrees.
    expect(compressedCopyOffThread(kept, 'br')).toBe(copy);
    expect(compressedCopy(kept, 'br')).toBe(copy);
    expect(kept.compressing).toEqual({});

    const gzip = await compressedCopyOffThread(kept, 'gzip');
    expect(gunzipSync(gzip).equals(kept.body)).toBe(true);
    expect(compressedCopyOffThread(kept, 'gzip')).toBe(gzip);
  });
});

describe('a kept answer in an encoding', () => {
  const answer = (bytes: number): KeptCopies => ({
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

describe('the kept copies', () => {
  const copy = (bytes: number): KeptCopies => ({ body: Buffer.alloc(bytes, 'a') });

  it('count the room their compressed copies will take', () => {
    expect(keptBytes(copy(100_000))).toBe(150_512);
    // Once made, the copies of a page of HTML fit in that room.
    const page = copy(0);
    page.body = Buffer.from('<li class="artwork-card">Frankincense Coast, oil on canvas</li>\n'.repeat(1500));
    const made = page.body.length + compressedCopy(page, 'gzip').length + compressedCopy(page, 'br').length;
    expect(made).toBeLessThan(keptBytes(page));
  });

  it('go, least recently sent first, once they take the bytes allowed, however few they are', () => {
    const kept = keptCopiesCache<KeptCopies>({ max: 1000, maxBytes: 1_000_000 });
    kept.set('/arts/a', copy(200_000));
    kept.set('/arts/b', copy(200_000));
    kept.set('/arts/c', copy(200_000));
    kept.get('/arts/a');
    // 3 × 300 KB counted: a fourth leaves room only by letting the least recently sent go.
    kept.set('/arts/d', copy(200_000));
    expect([...kept.keys()].sort()).toEqual(['/arts/a', '/arts/c', '/arts/d']);
    // One larger than all the room is sent, not kept.
    kept.set('/arts/huge', copy(800_000));
    expect(kept.has('/arts/huge')).toBe(false);
    expect(kept.size).toBe(3);
  });

  it('go once there are as many as allowed, however small', () => {
    const kept = keptCopiesCache<KeptCopies>({ max: 2, maxBytes: 1_000_000 });
    for (const key of ['/', '/arts', '/artist']) kept.set(key, copy(10));
    expect([...kept.keys()]).toEqual(['/artist', '/arts']);
  });
});
