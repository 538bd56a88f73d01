import type { Db } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { createFileStore, type FileStore } from '#server/plugins/storage.ts';

/** What every factory needs: the test database and the app's file store (for images and documents). */
export interface FactoryContext {
  db: Db;
  files: FileStore;
}

/**
 * From a `buildTestApp()` result. The app's decorations live inside its own plugin, so the store is
 * opened from the same environment the storage plugin reads (DATA_DIR/media, or the S3 bucket).
 */
export const factoryContext = (t: { db: Db; env: Env }): FactoryContext => ({
  db: t.db,
  files: createFileStore(t.env),
});

let counter = 0;
/** A number unique within the test process, for slugs and names that must not collide. */
export const nextId = () => ++counter;

export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** 'YYYY-MM-DD' a number of days from today (UTC is close enough for tests that stay days away from edges). */
export function daysFromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
