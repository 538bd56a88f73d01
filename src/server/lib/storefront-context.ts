/**
 * What the server gives the storefront's render (plugins/web.ts, ADR 018): the language a page
 * renders in, a fetch that answers the page's API calls in-process, and the translation files.
 */
import fs from 'node:fs';
import path from 'node:path';
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
