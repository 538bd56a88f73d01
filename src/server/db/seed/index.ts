import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client.ts';
import type { FileStore } from '../../plugins/storage.ts';
import type { Env } from '../../env.ts';

export interface SeedContext {
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  env: Env;
}

/** Seeds the demo gallery when the database has no artwork yet; returns a line to log, or null. */
export async function seedIfEmpty(db: Db, files: FileStore, ctx: SeedContext): Promise<string | null> {
  void db;
  void files;
  void ctx;
  return null;
}
