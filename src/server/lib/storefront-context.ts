/**
 * What the server gives the storefront's render (plugins/web.ts, ADR 018): the language a page
 * renders in, the page's API calls answered in-process, and the translation files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FetchArgs, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { localeFromAcceptLanguage, toContentLocale, type ContentLocale } from '#shared/languages.ts';

/**
 * The language the storefront will pick for this visit, as far as the server can tell: `?lng=`, the
 * `i18next` cookie, then Accept-Language (the browser's stored choice is only known to the page).
 */
export function likelyLanguage(request: FastifyRequest): ContentLocale {
  const query = request.query as Record<string, unknown> | undefined;
  const cookie = /(?:^|;\s*)i18next=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  return (
    (typeof query?.lng === 'string' ? toContentLocale(query.lng) : undefined) ??
    toContentLocale(cookie) ??
    localeFromAcceptLanguage(request.headers['accept-language'])
  );
}

/**
 * A fetch answered by the app itself through `inject`, without a socket: a page's API calls as the server renders it
 * take the same route, validation and answer cache as the browser's, at no network cost.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    // RTK Query's fetchBaseQuery hands over a Request of its own: read as it is, not copied.
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: request.method as HTTPMethods,
      url: url.pathname + url.search,
      headers,
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers: out });
  };
}

/** A server render's API call answered in-process, in the page's language (`ServerApiContext` in web/lib/api.ts). */
type InProcessQuery = (
  args: string | FetchArgs,
  language: ContentLocale,
) => Promise<QueryReturnValue<unknown, FetchBaseQueryError>> | undefined;

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A server render's API call answered by the app itself through `inject`, as RTK Query's
 * fetchBaseQuery would make it through `injectFetch` (web/lib/api.ts): the same path, method,
 * headers and JSON body, and the same result (the parsed answer, `{ status, data }` past a 2xx, a
 * PARSING_ERROR for a body that is not JSON), without the two Requests, the Response, its clone and
 * the body read twice that fetchBaseQuery makes of every call. Undefined for a call the storefront
 * does not make (query parameters, headers of its own, a body that is not a plain object or an
 * array, an absolute address), which fetchBaseQuery keeps.
 */
export function injectQuery(app: FastifyInstance): InProcessQuery {
  return (args, language) => {
    const { url, method = 'GET', body, ...rest } = typeof args === 'string' ? { url: args } : args;
    if (Object.keys(rest).length > 0 || /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)) return undefined;
    if (body !== undefined && !Array.isArray(body) && !isPlainObject(body)) return undefined;
    // As a Request reads the address: the WHATWG URL's own escaping and dot segments.
    const target = new URL(`/admin/api/${url.replace(/^\//, '')}`, 'http://storefront.internal');
    const headers: Record<string, string> = { accept: 'application/json' };
    if (language) headers['accept-language'] = language;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return app
      .inject({
        method: method.toUpperCase() as HTTPMethods,
        url: target.pathname + target.search,
        headers,
        payload: body === undefined ? undefined : JSON.stringify(body),
      })
      .then(
        (answer) => {
          const text = answer.body;
          let data: unknown;
          try {
            data = text.length ? JSON.parse(text) : null;
          } catch (error) {
            const status = 'PARSING_ERROR' as const;
            return { error: { status, originalStatus: answer.statusCode, data: text, error: String(error) } };
          }
          const status = answer.statusCode;
          return status >= 200 && status <= 299 ? { data } : { error: { status, data } };
        },
        (error: unknown) => ({ error: { status: 'FETCH_ERROR' as const, error: String(error) } }),
      );
  };
}

/** The built translation files (`locales/{language}/{namespace}.json`), each read once. */
export function translationFiles(webRoot: string) {
  const files = new Map<string, Record<string, unknown> | undefined>();
  return (language: string, namespace: string): Record<string, unknown> | undefined => {
    const key = `${language}/${namespace}`;
    if (!files.has(key)) {
      try {
        const text = fs.readFileSync(path.join(webRoot, 'locales', language, `${namespace}.json`), 'utf8');
        files.set(key, JSON.parse(text) as Record<string, unknown>);
      } catch {
        files.set(key, undefined);
      }
    }
    return files.get(key);
  };
}
