import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { createArtist, createArtwork, createExhibition, postJson } from '#tests/factories/index.ts';
import { productDetailAnswer, productSearchAnswer } from '#shared/api/catalog.ts';
import type { Artwork } from '#server/db/schema.ts';
import { touchesCatalogue } from '../db/catalogue-writes.ts';
import { COMPRESS_OFF_THREAD_FROM_BYTES, responseCache } from '../lib/cached-response.ts';
import { ANSWER_CACHE_BOUNDS } from './answer-cache.ts';
import { JSON_ANSWER_HEADERS } from './security.ts';

const t = manageRouteTest({ signIn: ['owner'] });
let work: Artwork;

beforeAll(async () => {
  const artist = await createArtist(t.ctx, {
    first_name: 'Nadia',
    last_name: 'Al Hinai',
    artist_slug: 'nadia-al-hinai',
  });
  work = await createArtwork(t.ctx, {
    artist,
    name: 'Frankincense Coast',
    product_slug: 'frankincense-coast',
    price: 120_000,
  });
  // Long enough texts that a page of all seven is a large answer (COMPRESS_OFF_THREAD_FROM_BYTES).
  const full_description = `<p>${'A study of the light in the wadi at dusk. '.repeat(60)}</p>`;
  for (let i = 0; i < 6; i += 1) {
    await createArtwork(t.ctx, { artist, name: `Wadi Study ${i}`, price: 40_000 + i, full_description });
  }
});

const search = (body: unknown = { page: 1 }, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/admin/api/product_search', payload: body as object, headers });

describe('the answer cache', () => {
  it('answers a repeated catalogue read from memory with the same body and ETag', async () => {
    const first = await search({ page: 1, sort: 'name' });
    const second = await search({ page: 1, sort: 'name' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(productSearchAnswer.parse(second.json()).total).toBe(7);
  });

  it('keys on the request body, the path and the language', async () => {
    const one = await search({ page: 1, sort: 'price_desc' });
    const other = await search({ page: 1, sort: 'price_asc' });
    expect(other.headers['x-cache']).toBe('miss');
    expect(other.body).not.toBe(one.body);
    const inFrench = await search({ page: 1, sort: 'price_desc' }, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(inFrench.headers['x-cache']).toBe('miss');
    expect(inFrench.headers.vary).toContain('accept-language');
  });

  it('answers 304 to a browser that already holds the answer', async () => {
    const first = await search({ page: 1, sort: 'newest' });
    const again = await search({ page: 1, sort: 'newest' }, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends a compressed copy to browsers that accept it', async () => {
    const plain = await search({ page: 1, sort: 'price_asc' });
    const gzip = await search({ page: 1, sort: 'price_asc' }, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const br = await search({ page: 1, sort: 'price_asc' }, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses a miss once and sends the cached copy to the next browser asking for the same encoding', async () => {
    const first = await search({ page: 1, per_page: 6, sort: 'name' }, { 'accept-encoding': 'gzip' });
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('gzip');
    const again = await search({ page: 1, per_page: 6, sort: 'name' }, { 'accept-encoding': 'gzip' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await search({ page: 1, per_page: 6, sort: 'name' });
    expect(gunzipSync(first.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a large answer off the event loop once, for every browser asking meanwhile', async () => {
    const plain = await search({ page: 1, per_page: 7, sort: 'price_desc' });
    expect(plain.body.length).toBeGreaterThanOrEqual(COMPRESS_OFF_THREAD_FROM_BYTES);
    // Two browsers ask for its first brotli copy at once: both wait for the same one.
    const [one, other] = await Promise.all([
      search({ page: 1, per_page: 7, sort: 'price_desc' }, { 'accept-encoding': 'gzip, br' }),
      search({ page: 1, per_page: 7, sort: 'price_desc' }, { 'accept-encoding': 'br' }),
    ]);
    for (const hit of [one, other]) {
      expect(hit.statusCode).toBe(200);
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBe('br');
      expect(hit.headers['content-length']).toBe(String(hit.rawPayload.length));
      expect(brotliDecompressSync(hit.rawPayload).toString()).toBe(plain.body);
    }
    expect(other.rawPayload.equals(one.rawPayload)).toBe(true);
    // A miss in an encoding is sent its copy made off the event loop, and caches it for the next.
    const miss = await search({ page: 1, per_page: 7, sort: 'name' }, { 'accept-encoding': 'gzip' });
    expect(miss.headers['x-cache']).toBe('miss');
    expect(miss.headers['content-encoding']).toBe('gzip');
    const hit = await search({ page: 1, per_page: 7, sort: 'name' }, { 'accept-encoding': 'gzip' });
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(gunzipSync(hit.rawPayload).toString()).toBe((await search({ page: 1, per_page: 7, sort: 'name' })).body);
  });

  it('gives a hit the headers its miss had, security headers included', async () => {
    const headersOf = (res: { headers: Record<string, unknown> }) => {
      const { date: _date, connection: _connection, 'x-cache': cache, ...rest } = res.headers;
      return { cache, rest };
    };
    for (const [perPage, headers] of [
      [5, {}],
      [4, { 'accept-encoding': 'br' }],
    ] as const) {
      const miss = headersOf(await search({ page: 1, per_page: perPage, sort: 'newest' }, headers));
      const hit = headersOf(await search({ page: 1, per_page: perPage, sort: 'newest' }, headers));
      expect([miss.cache, hit.cache]).toEqual(['miss', 'hit']);
      expect(hit.rest).toEqual(miss.rest);
      expect(hit.rest).toMatchObject({ ...JSON_ANSWER_HEADERS, 'content-type': 'application/json; charset=utf-8' });
    }
    const setting = await t.app.inject({ method: 'GET', url: '/admin/api/setting' });
    const head = await t.app.inject({ method: 'HEAD', url: '/admin/api/setting' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(setting.headers.etag);
  });

  it('does not cache refusals', async () => {
    const bad = await search({ page: 'one' });
    expect(bad.statusCode).toBe(400);
    const missing = await postJson(t.app, '/admin/api/product_id/no-such-work');
    expect(missing.statusCode).toBe(404);
    expect((await postJson(t.app, '/admin/api/product_id/no-such-work')).headers['x-cache']).toBeUndefined();
  });

  it('shows a back-office change at once', async () => {
    const url = `/admin/api/product_id/${work.id}`;
    await postJson(t.app, url);
    expect((await postJson(t.app, url)).headers['x-cache']).toBe('hit');
    const edit = await t.call('PUT', `/artworks/${work.id}`, { name: 'Frankincense Coast at Dusk' });
    expect(edit.statusCode).toBe(200);
    const after = await postJson(t.app, url);
    expect(after.headers['x-cache']).toBe('miss');
    expect(productDetailAnswer.parse(after.json()).result.name).toBe('Frankincense Coast at Dusk');
  });

  it('shows a change written straight to the database (a sale taking stock, a script) at once', async () => {
    const url = `/admin/api/product_id/${work.id}`;
    const before = productDetailAnswer.parse((await postJson(t.app, url)).json());
    await t.db
      .updateTable('artwork')
      .set({ stock: before.result.stock + 3 })
      .where('id', '=', work.id)
      .execute();
    const after = await postJson(t.app, url);
    expect(after.headers['x-cache']).toBe('miss');
    expect(productDetailAnswer.parse(after.json()).result.stock).toBe(before.result.stock + 3);
  });

  it('is not emptied by writes the catalogue never shows', async () => {
    await search({ page: 2 });
    await t.db
      .insertInto('contact_message')
      .values({ name: 'Salim', email: 'salim@example.om', subject: 'Hello', message: 'Hi' })
      .execute();
    expect((await search({ page: 2 })).headers['x-cache']).toBe('hit');
  });
});

describe('how long an answer is cached', () => {
  afterEach(() => vi.useRealTimers());
  const at = (iso: string) => vi.setSystemTime(new Date(iso));

  it('caches an answer nothing changed for ten minutes, not one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-12-01T06:00:00.000Z'); // 10:00 in Muscat
    const body = { page: 1, per_page: 3, sort: 'price_desc' };
    expect((await search(body)).headers['x-cache']).toBe('miss');
    at('2026-12-01T06:09:59.000Z');
    expect((await search(body)).headers['x-cache']).toBe('hit');
    at('2026-12-01T06:10:00.000Z');
    expect((await search(body)).headers['x-cache']).toBe('miss');
    expect((await search(body)).headers['x-cache']).toBe('hit');
  });

  it('invalidates at midnight in Muscat what the day decides: an exhibition opening tomorrow is open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-12-01T19:50:00.000Z'); // 23:50 in Muscat
    const show = await createExhibition(t.ctx, {
      title: 'Dhofar After the Monsoon',
      start_date: '2026-12-02',
      end_date: '2026-12-31',
    });
    const detail = () => postJson(t.app, `/admin/api/exhibitions_details/${show.exhibition_slug}`);
    at('2026-12-01T19:59:45.000Z');
    const evening = await detail();
    expect(evening.headers['x-cache']).toBe('miss');
    expect(evening.json().result.status).toBe('upcoming');
    expect((await detail()).headers['x-cache']).toBe('hit');
    at('2026-12-01T20:00:10.000Z'); // 00:00:10 on 2 December in Muscat, 25 s later
    const night = await detail();
    expect(night.headers['x-cache']).toBe('miss');
    expect(night.json().result.status).toBe('current');
  });
});

describe('touchesCatalogue', () => {
  const compile = (query: { toOperationNode(): unknown }) =>
    query.toOperationNode() as Parameters<typeof touchesCatalogue>[0];

  it('counts writes to catalogue tables, raw writes and unknown tables', () => {
    expect(touchesCatalogue(compile(t.db.updateTable('artwork').set({ stock: 1 })))).toBe(true);
    expect(touchesCatalogue(compile(t.db.insertInto('setting').values({ key: 'phone', value: '1' })))).toBe(true);
    expect(touchesCatalogue(compile(t.db.deleteFrom('exhibition_artwork')))).toBe(true);
    expect(touchesCatalogue(compile(sql`update artwork set stock = stock - 1`))).toBe(true);
  });

  it('leaves out reads and writes to private tables', () => {
    expect(touchesCatalogue(compile(t.db.selectFrom('artwork').selectAll()))).toBe(false);
    expect(touchesCatalogue(compile(t.db.insertInto('cart').values({ session_id: 's' } as never)))).toBe(false);
    expect(touchesCatalogue(compile(t.db.deleteFrom('customer_session')))).toBe(false);
    expect(touchesCatalogue(compile(sql`select 1`))).toBe(false);
  });
});

describe('the answer cache’s room', () => {
  it('holds every work of a catalogue of 5,000, so that a visitor going through them all finds them cached', () => {
    const answers = responseCache(ANSWER_CACHE_BOUNDS);
    // A work's answer is about 10 KB (`npm run bench`: 9.7 KB).
    for (let id = 1; id <= 5_000; id++) answers.set(`/admin/api/product_id/${id}`, { body: Buffer.alloc(10_240) });
    expect(answers.size).toBe(5_000);
    expect(answers.has('/admin/api/product_id/1')).toBe(true);
  });
});
