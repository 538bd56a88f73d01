import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopy, compressedCopyOffThread, type KeptCopies } from './kept-copies.ts';

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
