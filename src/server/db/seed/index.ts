import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../client.ts';
import type { FileStore } from '../../plugins/storage.ts';
import type { Env } from '../../env.ts';
import { isPostgres } from '../migrations/helpers.ts';
import { seedArtists } from './artists.ts';
import { seedArtworks } from './artworks.ts';
import { seedExhibitions } from './exhibitions.ts';
import { createLimiter, type ImageKit } from './images.ts';
import { seedPages } from './pages.ts';
import { seedPress } from './press.ts';
import { seedHome, seedSettings } from './site.ts';
import { seedStaff } from './staff.ts';

export interface SeedContext {
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  env: Env;
  /** Scales every generated picture. 1, the default, is the real seed; tests use less to stay fast. */
  imageScale?: number;
  /** The moment of seeding: exhibitions are dated around it. Defaults to now. */
  now?: Date;
}

/** Any number that other code is unlikely to pick for pg_advisory_xact_lock. */
const SEED_LOCK = 731_204_411;

async function hasArtwork(db: Executor): Promise<boolean> {
  return (await db.selectFrom('artwork').select('id').limit(1).executeTakeFirst()) !== undefined;
}

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
  const summary = await db.transaction().execute(async (tx) => {
    if (isPostgres(tx as unknown as Kysely<unknown>)) await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(tx);
    if (await hasArtwork(tx)) return null;
    ctx.log.info('Seeding the demo gallery: drawing and storing its pictures takes a little while on the first start');
    const kit: ImageKit = { db: tx, files, scale: ctx.imageScale ?? 1, limit: createLimiter(2) };
    // Password hashing is slow on purpose; let it run beside the pictures, but never let it
    // outlive the transaction if something else fails.
    const staff = seedStaff(tx, ctx);
    // A bad STAFF_PASSWORD fails the seed at once instead of after every picture is drawn.
    staff.catch((error: unknown) => kit.limit.abort(error));
    try {
      const settings = await seedSettings(tx, kit);
      const artistIds = await seedArtists(tx, kit);
      const artworks = await seedArtworks(tx, kit, artistIds, now);
      ctx.log.info(`Seeded ${artworks.length} artworks`);
      const exhibitions = await seedExhibitions(tx, kit, artworks, now);
      const press = await seedPress(tx, kit, artworks);
      const pages = await seedPages(tx, settings, artworks, exhibitions);
      await seedHome(tx, kit, artworks);
      const signIn = await staff;
      return (
        `Seeded the demo gallery: ${artworks.length} artworks by ${artistIds.size} artists, ${exhibitions.length} exhibitions, ` +
        `${press} press articles and ${pages} pages. ${signIn}`
      );
    } finally {
      await staff.catch(() => undefined);
    }
  });
  return summary && `${summary} (${((Date.now() - started) / 1000).toFixed(1)} s)`;
}
