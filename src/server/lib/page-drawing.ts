import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, HTTPMethods } from 'fastify';
import type { DrawPage } from '#shared/page-drawing.ts';

/**
 * The storefront's server-drawing module (built by `vite build --ssr`, ADR 007), or null when there is
 * none (tests that serve a stub page, a build from before it existed).
 */
export async function loadPageDrawing(file: string | undefined, log: FastifyBaseLogger): Promise<DrawPage | null> {
  if (!file || !fs.existsSync(file)) return null;
  try {
    const drawing = (await import(pathToFileURL(file).href)) as { drawPage?: DrawPage };
    return drawing.drawPage ?? null;
  } catch (error) {
    // The storefront still works without it: the browser draws every page.
    log.error({ err: error }, 'the server-drawing module could not be loaded');
    return null;
  }
}

/**
 * A fetch answered by the app itself through `inject`, without a socket: a drawn page's API calls
 * take the same route, validation and answer cache as the browser's, at no network cost.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
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
