import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, lazyWithTimeout, withChunkTimeout } from './chunk-load.ts';

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

  it('fail a lazy part that has not arrived after 120 s, to the nearest error boundary', async () => {
    vi.useFakeTimers();
    const Part = lazyWithTimeout(() => new Promise<{ default: () => null }>(() => {}));
    render(
      <Failed>
        <Suspense fallback={<p>Loading...</p>}>
          <Part />
        </Suspense>
      </Failed>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS));
    expect(screen.getByRole('alert').textContent).toBe('Loading chunk failed');
  });

  it('render a lazy part once its code is in', async () => {
    const Part = lazyWithTimeout(() => Promise.resolve({ default: () => <h2>Quick view</h2> }));
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Quick view' })).toBeInTheDocument();
  });
});

/** Shows the error a part threw, as the storefront's error boundaries do. */
class Failed extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
