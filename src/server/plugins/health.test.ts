import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import { buildTestApp, createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { NotReady } from './health.ts';

// The app unwrapped, as main.ts starts it, so the test can add a check of its own as a plugin would.
let t: { app: FastifyInstance; db: TestDb['db'] };
let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  const server = Fastify({ logger: { level: 'silent' } });
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testDb.dataDir });
  await server.register(fp(app), { env, dbHandle: testDb.handle, serveWeb: false });
  await server.ready();
  t = { app: server, db: testDb.db };
});
afterAll(async () => {
  await t?.app.close();
  await testDb?.close();
});

describe('health probes', () => {
  it('answers /healthz 200 while the process lives, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz 200 when the database answers and is migrated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz 503 when a migration is missing, naming the check and not the details', async () => {
    const last = await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(t.db);
    const name = last.rows[0]!.name;
    await sql`delete from kysely_migration where name = ${name}`.execute(t.db);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not ready',
        checks: { database: 'not migrated: 1 migration(s) to apply' },
      });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        t.db,
      );
    }
  });

  it('answers /readyz 503 when any check fails or hangs, and says only "unreachable" for an unexpected error', async () => {
    t.app.readinessChecks.set('store', () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.9:9000')));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', checks: { database: 'ok', store: 'unreachable' } });
      t.app.readinessChecks.set('store', () => new Promise<void>(() => {}));
      const hung = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(hung.statusCode).toBe(503);
      expect((hung.json() as { checks: Record<string, string> }).checks.store).toMatch(/no answer within/);
      t.app.readinessChecks.set('store', () => Promise.reject(new NotReady('bucket missing')));
      const named = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect((named.json() as { checks: Record<string, string> }).checks.store).toBe('bucket missing');
    } finally {
      t.app.readinessChecks.delete('store');
    }
  });

  it('answers /readyz 503 when the database is gone', async () => {
    const other = await buildTestApp();
    // The database closes under the running app, as when the server behind it stops.
    await other.db.destroy();
    const res = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', checks: { database: 'unreachable' } });
    await other.app.close();
  });
});
