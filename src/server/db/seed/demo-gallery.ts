import { sql, type Kysely } from 'kysely';
import type { Db } from '../client.ts';
import type { FileStore } from '../../plugins/storage.ts';
import { isPostgres } from '../migrations/helpers.ts';
import { seedArtists } from './artists.ts';
import { seedArtworks } from './artworks.ts';
import { seedExhibitions } from './exhibitions.ts';
import { seedCustomersAndSales } from './customers.ts';
import { createLimiter, type ImageKit } from './images.ts';
import { hasArtwork, type SeedContext } from './context.ts';
import { seedPages } from './pages.ts';
import { seedPress } from './press.ts';
import { seedHome, seedSettings } from './site.ts';
import { seedStaff } from './staff.ts';
import { seedContentWords } from './words/index.ts';

/** Any number that other code is unlikely to pick for pg_advisory_xact_lock. */
const SEED_LOCK = 731_204_411;

/** Draws and stores the demo gallery in one transaction (see `seedIfEmpty`); the summary, or null when another server was first. */
export async function seedDemoGallery(db: Db, files: FileStore, ctx: SeedContext, now: Date): Promise<string | null> {
  return db.transaction().execute(async (tx) => {
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
      await seedContentWords(tx);
      const pages = await seedPages(tx, settings, artworks, exhibitions);
      await seedHome(tx, kit, artworks);
      const sales = await seedCustomersAndSales(tx, artworks, now);
      const signIn = await staff;
      return (
        `Seeded the demo gallery: ${artworks.length} artworks by ${artistIds.size} artists, ${exhibitions.length} exhibitions, ` +
        `${press} press articles, ${pages} pages and ${sales} ${signIn}`
      );
    } finally {
      await staff.catch(() => undefined);
    }
  });
}
