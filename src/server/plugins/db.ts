import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createDb, type Db, type DbHandle, type Engine } from '../db/client.ts';
import type { CatalogueWrites } from '../db/catalogue-writes.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Env } from '../env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: Engine;
    /** Write notifications for the answer cache (see db/catalogue-writes.ts). */
    catalogueWrites: CatalogueWrites;
  }
}

/** Opens (or adopts) the database, migrates it, and closes it when the server closes. */
async function dbPlugin(app: FastifyInstance, options: { env: Env; handle?: DbHandle }) {
  const owned = !options.handle;
  const handle = options.handle ?? createDb({ databaseUrl: options.env.DATABASE_URL, dataDir: options.env.dataDir });
  if (owned) {
    const applied = await migrateToLatest(handle.db);
    app.log.info({ database: handle.describe, applied }, 'database ready');
  }
  app.decorate('db', handle.db);
  app.decorate('dbEngine', handle.engine);
  app.decorate('catalogueWrites', handle.catalogueWrites);
  if (owned) app.addHook('onClose', async () => handle.db.destroy());
}

export default fp(dbPlugin, { name: 'db' });
