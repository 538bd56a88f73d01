import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../client.ts';
import type { Env } from '../../env.ts';

/* What seeding is given and what it checks first: kept apart from the seeding itself, which index.ts
 * loads only when the gallery is empty. */

export interface SeedContext {
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  env: Env;
  /** Scales every generated picture. 1, the default, is the real seed; tests use less to stay fast. */
  imageScale?: number;
  /** The moment of seeding: exhibitions are dated around it. Defaults to now. */
  now?: Date;
}

/** Whether the gallery has any artwork, published or not: a gallery with one is never seeded. */
export async function hasArtwork(db: Executor): Promise<boolean> {
  return (await db.selectFrom('artwork').select('id').limit(1).executeTakeFirst()) !== undefined;
}
