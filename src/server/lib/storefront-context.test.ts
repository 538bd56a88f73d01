import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { fetchBaseQuery, type BaseQueryApi, type FetchArgs } from '@reduxjs/toolkit/query';
import type { ContentLocale } from '#shared/languages.ts';
import { injectFetch, injectQuery, likelyLanguage } from './storefront-context.ts';

const request = (headers: Record<string, string>, query: Record<string, string> = {}) =>
  ({ headers, query }) as unknown as FastifyRequest;

describe('the language a page renders in', () => {
  it('guesses the language from ?lng=, then the i18next cookie, then Accept-Language', () => {
    expect(likelyLanguage(request({ 'accept-language': 'de-DE,de;q=0.9' }, { lng: 'fn' }))).toBe('fr');
    expect(likelyLanguage(request({ cookie: 'a=1; i18next=ar', 'accept-language': 'de' }))).toBe('ar');
    expect(likelyLanguage(request({ 'accept-language': 'es-ES, de;q=0.8' }))).toBe('de');
    expect(likelyLanguage(request({}))).toBe('en');
  });
});

describe("a server render's API calls", () => {
  /** An API that says what it was asked, and a few answers that are not 200s of JSON. */
  async function echoApp() {
    const app = Fastify();
    app.get('/admin/api/missing', (_request, reply) => reply.code(404).send({ message: 'No such work', errors: [] }));
    app.get('/admin/api/broken', (_request, reply) => reply.type('application/json').send('{not json'));
    app.post('/admin/api/nothing', (_request, reply) => reply.code(204).send());
    app.all('/admin/api/*', (request) => ({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(
        ['accept', 'accept-language', 'content-type', 'content-length'].map((name) => [name, request.headers[name]]),
      ),
      body: request.body ?? null,
    }));
    await app.ready();
    return app;
  }

  /** The same call through RTK Query's fetchBaseQuery and the in-process fetch, as before `injectQuery`. */
  function throughFetch(app: FastifyInstance, args: string | FetchArgs, language: ContentLocale) {
    const query = fetchBaseQuery({
      baseUrl: 'http://storefront.internal/admin/api/',
      fetchFn: injectFetch(app),
      prepareHeaders: (headers) => {
        headers.set('accept-language', language);
        return headers;
      },
    });
    const queryApi = {
      signal: new AbortController().signal,
      abort: () => {},
      dispatch: () => {},
      getState: () => ({}),
      extra: undefined,
      endpoint: 'call',
      type: 'query',
    } as unknown as BaseQueryApi;
    return Promise.resolve(query(args, queryApi, {})).then(({ data, error }) => (error ? { error } : { data }));
  }

  it('are asked and answered as fetchBaseQuery asks them through a fetch', async () => {
    const app = await echoApp();
    const calls: [string | FetchArgs, ContentLocale][] = [
      ['setting', 'en'],
      [{ url: 'product_id/a work é/../x%20y', method: 'post', body: {} }, 'ar'],
      [{ url: '/product_search?lng=fr', method: 'POST', body: { page: 2, tags: ['a', 'b'] } }, 'fr'],
      [{ url: 'cart', method: 'PUT', body: [1, 2] }, 'de'],
      ['missing', 'en'],
      ['broken', 'en'],
      [{ url: 'nothing', method: 'POST', body: {} }, 'en'],
    ];
    for (const [args, language] of calls) {
      expect(await injectQuery(app)(args, language), JSON.stringify(args)).toEqual(
        await throughFetch(app, args, language),
      );
    }
    await app.close();
  });

  it('leave to fetchBaseQuery what the storefront does not ask this way', async () => {
    const app = await echoApp();
    expect(injectQuery(app)({ url: 'setting', params: { a: 1 } }, 'en')).toBeUndefined();
    expect(injectQuery(app)({ url: 'setting', headers: { 'x-a': '1' } }, 'en')).toBeUndefined();
    expect(injectQuery(app)({ url: 'setting', method: 'POST', body: 'text' }, 'en')).toBeUndefined();
    expect(injectQuery(app)('http://elsewhere.example/admin/api/setting', 'en')).toBeUndefined();
    await app.close();
  });
});
