import type { Db } from '../client.ts';
import type { FileStore } from '../../plugins/storage.ts';
import { hasArtwork, type SeedContext } from './context.ts';

export type { SeedContext } from './context.ts';

/**
 * Seeds the demo gallery when the database has no artwork yet; returns a line to log, or null.
 *
 * Everything is written in one transaction, so a crash half-way leaves the database empty and the
 * next start simply seeds again (the pictures already written to disk are left behind, harmlessly).
 * On PostgreSQL an advisory lock makes several servers starting together seed only once.
 */
export async function seedIfEmpty(db: Db, files: FileStore, ctx: SeedContext): Promise<string | null> {
  if (await hasArtwork(db)) return null;
  const started = Date.now();
  const now = ctx.now ?? new Date();
  // The pictures, PDFs and their libraries (sharp, pdf-lib) load only for a first start: a server
  // starting on its existing gallery does not wait for them (ADR 006).
  const { seedDemoGallery } = await import('./demo-gallery.ts');
  const summary = await seedDemoGallery(db, files, ctx, now);
  return summary && `${summary} (${((Date.now() - started) / 1000).toFixed(1)} s)`;
}
