import { lazy, type ComponentType } from 'react';

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

/** React.lazy with the chunk timeout: a part not in after 120 s, or not downloaded, fails as 'Loading chunk failed'. */

export function lazyWithTimeout<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => withChunkTimeout(load));
}
