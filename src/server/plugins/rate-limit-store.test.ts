import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app, { frameworkErrors } from '../app.ts';
import { parseEnv } from '../env.ts';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { expectRefusal, imageBytes, multipartBody } from '#tests/factories/index.ts';
import { countRequest, forgetEndedWindows } from './rate-limit-store.ts';

/**
 * Two servers on one database, as behind a load balancer (ADR 001): a limit of ten a minute from
 * one address is ten in all, whichever server answers.
 */
let testDb: TestDb;
let servers: FastifyInstance[];

beforeAll(async () => {
  testDb = await createTestDb();
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testDb.dataDir });
  servers = [];
  for (let i = 0; i < 2; i += 1) {
    const server = Fastify({ logger: false, bodyLimit: 1024 * 1024, frameworkErrors });
    await server.register(app, { env, dbHandle: testDb.handle, serveWeb: false });
    await server.ready();
    servers.push(server);
  }
});

afterAll(async () => {
  for (const server of servers ?? []) await server.close();
  await testDb?.close();
});

const contact = (server: FastifyInstance, remoteAddress: string) =>
  server.inject({
    method: 'POST',
    url: '/admin/api/contact',
    remoteAddress,
    payload: { name: 'Salim', email: 'salim@example.om', subject: 'Prints', message: 'Do you ship to Salalah?' },
  });

describe('countRequest', () => {
  it('counts in a fixed window, then starts again at 1 once the window is over', async () => {
    const start = Date.parse('2026-11-29T10:00:00.000Z');
    expect(await countRequest(testDb.db, 'test|192.0.2.1', 60_000, start)).toEqual({ current: 1, ttl: 60_000 });
    expect(await countRequest(testDb.db, 'test|192.0.2.1', 60_000, start + 15_000)).toEqual({
      current: 2,
      ttl: 45_000,
    });
    // Another key counts apart.
    expect((await countRequest(testDb.db, 'test|192.0.2.2', 60_000, start + 15_000)).current).toBe(1);
    expect(await countRequest(testDb.db, 'test|192.0.2.1', 60_000, start + 60_000)).toEqual({
      current: 1,
      ttl: 60_000,
    });
  });

  it('gives requests at the same moment a count each', async () => {
    const now = Date.parse('2026-11-29T11:00:00.000Z');
    const counts = await Promise.all(
      Array.from({ length: 12 }, () => countRequest(testDb.db, 'test|192.0.2.3', 60_000, now)),
    );
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('forgets the windows that are over, and only those', async () => {
    const now = Date.parse('2026-11-29T12:00:00.000Z');
    await countRequest(testDb.db, 'test|old', 60_000, now - 120_000);
    await countRequest(testDb.db, 'test|current', 60_000, now - 30_000);
    await forgetEndedWindows(testDb.db, now);
    const keys = (await testDb.db.selectFrom('request_rate_limit').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('test|current');
    expect(keys).not.toContain('test|old');
  });
});

describe('per-address limits across servers', () => {
  it('refuses the contact form after ten messages an hour from one address, whichever server answers', async () => {
    for (let i = 0; i < 10; i += 1) expect((await contact(servers[i % 2]!, '203.0.113.20')).statusCode).toBe(200);
    for (const server of servers) {
      const refused = await contact(server, '203.0.113.20');
      expect(expectRefusal(refused, 429).message).toMatch(
        /^Too many requests\. Please wait (1 hour|\d+ minutes) and try again\.$/,
      );
      // Seconds to wait, as a client library understands it.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    }
    // Another address is not affected, and the messages refused were not kept.
    expect((await contact(servers[1]!, '203.0.113.21')).statusCode).toBe(200);
    expect((await testDb.db.selectFrom('contact_message').select('id').execute()).length).toBe(11);
  });

  it('counts each route apart: a full contact form leaves the newsletter open', async () => {
    for (let i = 0; i < 11; i += 1) await contact(servers[0]!, '203.0.113.30');
    expect((await contact(servers[0]!, '203.0.113.30')).statusCode).toBe(429);
    const subscribe = await servers[1]!.inject({
      method: 'POST',
      url: '/admin/api/newsletter',
      remoteAddress: '203.0.113.30',
      payload: { EMAIL: 'reader@example.om' },
    });
    expect(subscribe.statusCode).toBe(200);
  });

  it('limits newsletter sign-ups and exhibition applications per address too', async () => {
    const subscribe = (i: number) =>
      servers[i % 2]!.inject({
        method: 'POST',
        url: '/admin/api/newsletter',
        remoteAddress: '203.0.113.40',
        payload: { EMAIL: `reader${i}@example.om` },
      });
    for (let i = 0; i < 10; i += 1) expect((await subscribe(i)).statusCode).toBe(200);
    expect((await subscribe(10)).statusCode).toBe(429);

    const painting = { data: await imageBytes({ format: 'jpeg' }), filename: 'dunes.jpg', type: 'image/jpeg' };
    const apply = async (i: number) =>
      servers[i % 2]!.inject({
        method: 'POST',
        url: '/admin/api/apply_exhibitions',
        remoteAddress: '203.0.113.41',
        ...(await multipartBody({ exhibition_id: 'no-such-exhibition' }, { painting_upload: painting })),
      });
    for (let i = 0; i < 10; i += 1) expect((await apply(i)).statusCode).toBe(400);
    expectRefusal(await apply(10), 429);
  });
});
