import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import app, { frameworkErrors } from '#server/app.ts';
import { parseEnv, type Env } from '#server/env.ts';
import type { CatalogueWrites } from '#server/db/catalogue-writes.ts';
import { createDb, type Db, type DbHandle, type Engine } from '#server/db/client.ts';
import { migrateToLatest, withSchemaChangesInTurn } from '#server/db/migrate.ts';

/**
 * The engine the integration suite runs on: SQLite in memory by default, PostgreSQL when
 * TEST_DATABASE_URL is a postgres URL (CI runs the same suite on both).
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? '';
export const testEngine: Engine = /^postgres/.test(testDatabaseUrl) ? 'postgres' : 'sqlite';

export interface TestDb {
  db: Db;
  handle: DbHandle;
  dataDir: string;
  /**
   * The same database opened again, as another process would open it (SQLite: only a database made
   * with `onDisk`). The caller destroys it.
   */
  openAgain(): DbHandle;
  close(): Promise<void>;
}

/**
 * A freshly migrated, empty database of its own: a new SQLite memory database (a file with
 * `onDisk`, for tests that open it twice) or a new PostgreSQL schema.
 */
export async function createTestDb(options: { onDisk?: boolean } = {}): Promise<TestDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-test-'));
  if (testEngine === 'sqlite') {
    const databaseUrl = options.onDisk ? `sqlite:${path.join(dataDir, 'gallery.sqlite')}` : 'sqlite::memory:';
    const handle = createDb({ databaseUrl, dataDir });
    await migrateToLatest(handle.db);
    return {
      db: handle.db,
      handle,
      dataDir,
      openAgain: () => {
        if (!options.onDisk) throw new Error('a SQLite memory database cannot be opened twice: pass onDisk');
        return createDb({ databaseUrl, dataDir });
      },
      close: async () => {
        await handle.db.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = createDb({ databaseUrl: testDatabaseUrl, dataDir });
  // In turn with the other workers' schemas and migrations (withSchemaChangesInTurn says why).
  await withSchemaChangesInTurn(admin.db, () => sql`create schema ${sql.id(schema)}`.execute(admin.db));
  await admin.db.destroy();
  const url = new URL(testDatabaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const handle = createDb({ databaseUrl: url.toString(), dataDir });
  await migrateToLatest(handle.db, { schema });
  return {
    db: handle.db,
    handle,
    dataDir,
    openAgain: () => createDb({ databaseUrl: url.toString(), dataDir }),
    close: async () => {
      await handle.db.destroy();
      const cleanup = createDb({ databaseUrl: testDatabaseUrl, dataDir });
      await withSchemaChangesInTurn(cleanup.db, () => sql`drop schema ${sql.id(schema)} cascade`.execute(cleanup.db));
      await cleanup.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  env: Env;
  /** The database's reports of catalogue changes, which the answer cache listens to. */
  catalogueWrites: CatalogueWrites;
  close(): Promise<void>;
}

/** The real app on a database of its own, for `app.inject()`. */
export async function buildTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const testDb = await createTestDb();
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testDb.dataDir, ...overrides });
  const server = Fastify({ logger: { level: 'silent' }, bodyLimit: 1024 * 1024, frameworkErrors });
  await server.register(app, { env, dbHandle: testDb.handle, serveWeb: false });
  await server.ready();
  return {
    app: server,
    db: testDb.db,
    env,
    catalogueWrites: testDb.handle.catalogueWrites,
    close: async () => {
      await server.close();
      await testDb.close();
    },
  };
}
