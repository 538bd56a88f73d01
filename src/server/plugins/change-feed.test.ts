import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app, { frameworkErrors } from '../app.ts';
import { parseEnv } from '../env.ts';
import type { DbHandle } from '../db/client.ts';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { insertArtwork, insertCurrencies, json, placeOrder, type ArtworkRow } from '#tests/factories/commerce.ts';
import { signedInStaff, type SignedInStaff } from '#tests/factories/staff.ts';
import { productDetailAnswer, productSearchAnswer } from '#shared/api/catalog.ts';
import { forgetOldChanges, KEEP_ROWS_MS, recordChange } from './change-feed.ts';

/**
 * Two processes on one database, each with a database connection of its own, as behind a load
 * balancer (docs/product.md#the-product): what staff change or a buyer buys through one is shown by the other
 * once it has read the change feed, and not before. Their timers are left slow here, so each test
 * says when a process reads; the last test leaves it to a fast timer.
 */
let testDb: TestDb;
const handles: DbHandle[] = [];
const servers: FastifyInstance[] = [];
let a: FastifyInstance;
let b: FastifyInstance;
let owner: SignedInStaff;
let work: ArtworkRow;
let neighbour: ArtworkRow;

async function serverOn(handle: DbHandle, intervalMs: number): Promise<FastifyInstance> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: testDb.dataDir,
    CHANGE_FEED_INTERVAL_MS: String(intervalMs),
  });
  const server = Fastify({ logger: false, bodyLimit: 1024 * 1024, frameworkErrors });
  // Not encapsulated, so that each test can reach the process's `changeFeed`.
  await server.register(fp(app), { env, dbHandle: handle, serveWeb: false });
  await server.ready();
  servers.push(server);
  return server;
}

async function anotherProcess(intervalMs = 60_000): Promise<FastifyInstance> {
  const handle = testDb.openAgain();
  handles.push(handle);
  return serverOn(handle, intervalMs);
}

beforeAll(async () => {
  testDb = await createTestDb({ onDisk: true });
  await insertCurrencies(testDb.db);
  owner = await signedInStaff(testDb.db, 'owner');
  work = await insertArtwork(testDb.db, { name: 'Frankincense Coast', stock: 1 });
  neighbour = await insertArtwork(testDb.db, { name: 'Khareef Mist', stock: 1 });
  a = await anotherProcess();
  b = await anotherProcess();
});

afterAll(async () => {
  for (const server of servers) await server.close();
  for (const handle of handles) await handle.db.destroy();
  await testDb?.close();
});

const product = (server: FastifyInstance, artwork: ArtworkRow) =>
  json(server, 'POST', `/admin/api/product_id/${artwork.id}`);

/** Asks twice, so that the answer is cached: the second must be a hit. */
async function cachedAnswer(server: FastifyInstance, artwork: ArtworkRow) {
  await product(server, artwork);
  const again = await product(server, artwork);
  expect(again.headers['x-cache']).toBe('hit');
  return productDetailAnswer.parse(again.json()).result;
}

/** Staff rename the work through `server`, as the back office's artwork form does. */
async function rename(server: FastifyInstance, artwork: ArtworkRow, name: string) {
  const saved = await server.inject({
    method: 'PUT',
    url: `/admin/api/manage/artworks/${artwork.id}`,
    cookies: owner.cookies,
    payload: { name },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const feedRows = async () =>
  Number(
    (
      await testDb.db
        .selectFrom('catalogue_change')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the change feed between processes', () => {
  it("shows a staff save made through one process in the other's cached answers once it has read the feed", async () => {
    expect((await cachedAnswer(b, work)).name).toBe('Frankincense Coast');
    await rename(a, work, 'Frankincense Coast at Dusk');
    await a.changeFeed.catchUp();
    // Not read yet: the other process still answers what it cached.
    expect(productDetailAnswer.parse((await product(b, work)).json()).result.name).toBe('Frankincense Coast');

    await b.changeFeed.catchUp();
    const after = await product(b, work);
    expect(after.headers['x-cache']).toBe('miss');
    expect(productDetailAnswer.parse(after.json()).result.name).toBe('Frankincense Coast at Dusk');
    const found = await json(b, 'POST', '/admin/api/product_search', { page: 1, search: 'Dusk' });
    expect(productSearchAnswer.parse(found.json()).result.map((w) => w.id)).toEqual([work.id]);
  });

  it('invalidates the settings the other process caches', async () => {
    await json(b, 'GET', '/admin/api/setting');
    const saved = await a.inject({
      method: 'PUT',
      url: '/admin/api/manage/settings',
      cookies: owner.cookies,
      payload: { company_name: 'Bait Al Fann, Muttrah' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await a.changeFeed.catchUp();
    await b.changeFeed.catchUp();
    const setting = await json(b, 'GET', '/admin/api/setting');
    expect(setting.json().result.company_name).toBe('Bait Al Fann, Muttrah');
  });

  it('invalidates in the other process only the answers that show a work sold through this one', async () => {
    expect((await cachedAnswer(b, work)).stock).toBe(1);
    await cachedAnswer(b, neighbour);
    await placeOrder(a, { lines: [work.id] });
    await a.changeFeed.catchUp();
    await b.changeFeed.catchUp();

    const sold = await product(b, work);
    expect(sold.headers['x-cache']).toBe('miss');
    expect(productDetailAnswer.parse(sold.json()).result.stock).toBe(0);
    expect((await product(b, neighbour)).headers['x-cache']).toBe('hit');
  });

  it('does not invalidate on reading its own changes, and does not tell again what it heard', async () => {
    await rename(a, neighbour, 'Khareef Mist, Salalah');
    await a.changeFeed.catchUp();
    await cachedAnswer(a, neighbour);
    // A row of its own it has not read yet, as when its save is told after another process's.
    await testDb.db
      .insertInto('catalogue_change')
      .values({ origin: a.changeFeed.origin, stock_of: null, changed_at: new Date().toISOString() })
      .execute();
    await a.changeFeed.catchUp();
    expect((await product(a, neighbour)).headers['x-cache']).toBe('hit');

    const rows = await feedRows();
    await b.changeFeed.catchUp();
    await b.changeFeed.catchUp();
    expect(await feedRows()).toBe(rows);
    expect(productDetailAnswer.parse((await product(b, neighbour)).json()).result.name).toBe('Khareef Mist, Salalah');
  });

  it('hears a maintenance command that changed the gallery from outside the servers (db:seed)', async () => {
    await cachedAnswer(b, work);
    // What `db:seed` writes once it has seeded, through its own connection.
    await recordChange(testDb.db, 'db:seed', 'everything');
    await b.changeFeed.catchUp();
    expect((await product(b, work)).headers['x-cache']).toBe('miss');
  });

  it('does not invalidate on rows written before it started', async () => {
    expect(await feedRows()).toBeGreaterThan(0);
    const late = await anotherProcess();
    await cachedAnswer(late, work);
    await late.changeFeed.catchUp();
    expect((await product(late, work)).headers['x-cache']).toBe('hit');
  });

  it('reads the feed on its own timer', async () => {
    const quick = await anotherProcess(50);
    expect((await cachedAnswer(quick, neighbour)).name).toBe('Khareef Mist, Salalah');
    await rename(a, neighbour, 'Khareef Mist at Dawn');
    // The saving process tells as soon as the save has answered; the other reads at its next tick.
    await expect
      .poll(async () => productDetailAnswer.parse((await product(quick, neighbour)).json()).result.name, {
        timeout: 3_000,
        interval: 25,
      })
      .toBe('Khareef Mist at Dawn');
  });

  it('keeps only recent rows', async () => {
    const now = Date.now();
    await testDb.db
      .insertInto('catalogue_change')
      .values([
        { origin: 'gone', stock_of: null, changed_at: new Date(now - KEEP_ROWS_MS - 1_000).toISOString() },
        { origin: 'recent', stock_of: '[1]', changed_at: new Date(now - 1_000).toISOString() },
      ])
      .execute();
    await forgetOldChanges(testDb.db, now);
    const origins = (await testDb.db.selectFrom('catalogue_change').select('origin').execute()).map((r) => r.origin);
    expect(origins).toContain('recent');
    expect(origins).not.toContain('gone');
  });
});
