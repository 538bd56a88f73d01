/**
 * How the server turns a matched route into HTML (ADR 018): React renders the whole document once
 * every route's data is in, with the request's own store and its language's i18next instance.
 * The whole page is rendered before it is sent because the server caches finished pages
 * (server/plugins/web.ts) and allows their inline scripts by hash. Each screen's <Seo> renders the
 * page's title and link-preview tags, which React hoists into the head.
 */
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { createMemoryI18n, FALLBACK_LANGUAGE } from '#web/lib/i18n.ts';
import { SiteOriginContext } from '#web/lib/site-origin.tsx';
import { lowPriorityModulePreloads } from './module-preloads.ts';
import { PageContext } from './page-context.tsx';
import { serverStore, type StorefrontLoadContext } from './route-data.ts';

/**
 * The router's request handler, from the copy this build carries (React Router's production build,
 * vite.storefront.config.ts): the Fastify process handles pages with it (server/plugins/web.ts), so
 * that the routes' loaders and the render run on the same router as the handler.
 */
export { createRequestHandler } from 'react-router';

/** The longest a page waits for its data; past it the render is aborted and the page fails. */
export const streamTimeout = 5000;

/** Every namespace a storefront screen reads. */
const STOREFRONT_NAMESPACES = ['common', 'catalog', 'gallery', 'shop', 'account'];

/** A translation file of the build (`locales/{language}/{namespace}.json`), undefined when there is none. */
export type TranslationFile = (language: string, namespace: string) => Record<string, unknown> | undefined;

const instances = new Map<string, I18n>();

/**
 * One i18next instance per language, made once and shared by every request: all the storefront's
 * words in memory, with English as the fallback, so a render never waits for a file.
 */
function i18nFor(language: string, files: TranslationFile): I18n {
  let instance = instances.get(language);
  if (!instance) {
    const resources: Record<string, Record<string, Record<string, unknown>>> = {};
    for (const lng of new Set([language, FALLBACK_LANGUAGE])) {
      resources[lng] = {};
      for (const ns of STOREFRONT_NAMESPACES) {
        const file = files(lng, ns);
        if (file) resources[lng][ns] = file;
      }
    }
    instance = createMemoryI18n(resources, language);
    instances.set(language, instance);
  }
  return instance;
}

/** What the Fastify process gives the render beside the loaders' context (server/plugins/web.ts). */
interface RenderContext {
  storefront: StorefrontLoadContext & { translationFile: TranslationFile };
}

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: unknown,
) {
  const { storefront } = loadContext as RenderContext;
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <StrictMode>
        <SiteOriginContext value={storefront.siteOrigin}>
          <PageContext
            value={{ store: serverStore(storefront), i18n: i18nFor(storefront.language, storefront.translationFile) }}
          >
            <ServerRouter context={routerContext} url={request.url} />
          </PageContext>
        </SiteOriginContext>
      </StrictMode>,
      {
        // Every part in place, in order: React would otherwise write a large part (a page of works)
        // apart, moved in place by a script, which the browser may paint before it runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              // The bytes as React wrote them: the server sends and caches bytes, so decoding them
              // into a string here would only be encoded again there (server/plugins/web.ts).
              const html = lowPriorityModulePreloads(Buffer.concat(chunks));
              headers.set('content-type', 'text/html; charset=utf-8');
              resolve(new Response(html, { headers, status: failed ? 500 : status }));
              done();
            },
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          failed = true;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
