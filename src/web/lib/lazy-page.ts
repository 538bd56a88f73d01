import { createElement, lazy, type ComponentType } from 'react';

/** docs/product.md#error-messages: a code-split part that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A code-split part of the app could not be loaded (offline, or a new deployment removed it). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(cause?: unknown) {
    super('Loading chunk failed', { cause });
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  // What browsers say when a dynamic import() fails.
  return /Loading chunk|dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    error.message,
  );
}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(new Error(`timed out after ${timeoutMs} ms`))), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

export type PreloadablePage<P extends object> = ComponentType<P> & {
  /** Starts downloading the page's code now (a route loader calls it); rendering later reuses the download. */
  preload(): void;
  /** The same, settling once the code is in (the browser waits for it before hydrating a server-rendered page). */
  load(): Promise<unknown>;
};

/**
 * React.lazy for a module whose default export is a page, with the chunk timeout and a `preload()`.
 * Once the code is in, the page renders it directly instead of through React.lazy: a lazy component
 * suspends on its first render even when its module has arrived, and a server-rendered page (ADR 018) whose
 * screen suspends while being hydrated has that screen thrown away and rendered again by the browser,
 * its pictures and whatever the visitor had typed in it included.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadablePage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () => {
    loading ??= withChunkTimeout(load).then((module) => {
      loaded = module.default;
      return module;
    });
    // A failed download is not cached: the next render (or the error screen's retry) asks again.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const Lazy = lazy(() => start());
  function Page(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Page, { preload: () => void start(), load: () => start() });
}
