import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, lazyPage, withChunkTimeout } from './lazy-page.ts';

afterEach(() => vi.useRealTimers());

describe('code-split parts', () => {
  it("fail with 'Loading chunk failed' when they have not arrived after 120 s", async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const pending = withChunkTimeout(() => new Promise(() => {}));
    const outcome = pending.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('Loading chunk failed');
  });

  it('turn a failed download into the same error', async () => {
    const error = await withChunkTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('pass a module through when it arrives in time', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('download once when preloaded, and again after a failure', async () => {
    const page = () => null;
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: page });
    const Page = lazyPage(load);
    Page.preload();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    Page.preload();
    Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('render a page whose code is in at once, without suspending (a server-rendered page is then hydrated in place)', async () => {
    const screen = () => Promise.resolve({ default: () => <h1>Artworks</h1> });
    const Waiting = lazyPage(screen);
    const Loaded = lazyPage(screen);
    await Loaded.load();
    // renderToString does not wait: a part that suspends shows its boundary's fallback.
    const render = (Page: typeof Waiting) =>
      renderToString(<Suspense fallback={<p>Loading...</p>}>{<Page />}</Suspense>);
    expect(render(Waiting)).toContain('Loading...');
    expect(render(Loaded)).toContain('<h1>Artworks</h1>');
  });
});
