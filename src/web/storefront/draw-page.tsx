/**
 * The server's entry into the storefront (built by `vite build --ssr` into dist/ssr, ADR 007): draws
 * the first screen of a page as HTML, with the same routes, screens, store and translations as the
 * browser, so that a phone paints the page before the app's code has arrived. The browser then takes
 * the HTML over (hydrates it) with the answers and words the server used, written into the page.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { DrawPage, DrawPageInput, DrawnPage } from '#shared/page-drawing.ts';
import { screenForPath } from '#shared/storefront-screens.ts';
import { api } from '#web/lib/api.ts';
import { initialCurrencyState } from '#web/features/currency/currency-slice.ts';
import { DrawnHeadContext, type DocumentHead } from '#web/lib/document-head.ts';
import { createMemoryI18n, FALLBACK_LANGUAGE, NAMESPACES } from '#web/lib/i18n.ts';
import { SiteOriginContext } from '#web/lib/site-origin.tsx';
import { createServerStore, type AppStore } from '#web/lib/store.ts';
import { AppProviders } from './app.tsx';
import { storefrontRoutes } from './router.tsx';
import { SiteProviders } from './site-providers.tsx';

/** React's marks of a part written later by an inline script (`<template>` holes, `$RC` calls). */
const SUSPENDED = /<template\b|\$RC\(|<div hidden id="S:/;

/** Resolves with `promise`, or with `undefined` once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The translation files the render read, so the browser starts with exactly those, and the screen's
 * own: a screen drawn as its placeholder reads them only once the browser draws it.
 */
function usedTranslations(i18n: ReturnType<typeof createMemoryI18n>, input: DrawPageInput) {
  const reported = (i18n as { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  const screen = screenForPath(new URL(input.url, input.origin).pathname);
  const namespaces = new Set(['common', ...(reported?.getUsedNamespaces() ?? []), ...screen.namespaces]);
  const translations: Record<string, Record<string, unknown>> = {};
  for (const ns of namespaces) {
    const file = input.translations(ns);
    if (file) translations[ns] = file;
  }
  return translations;
}

/**
 * On a page in another language, the fallback's files that the browser's i18next loads at its start
 * beside the page's own (its configured namespaces): it resolves its start only once every language
 * of the page's fallback chain is in, and the drawn page is taken over only then (main.tsx). Sent
 * with the page, they spare every French, German and Arabic first visit a request for English
 * words before the take-over (a round trip on a phone's network, after the code's).
 */
function fallbackTranslations(input: DrawPageInput) {
  if (input.language === FALLBACK_LANGUAGE) return undefined;
  const translations: Record<string, Record<string, unknown>> = {};
  for (const ns of NAMESPACES) {
    const file = input.fallbackTranslations(ns);
    if (file) translations[ns] = file;
  }
  return Object.keys(translations).length ? translations : undefined;
}

/**
 * React writes a drawn tree's <title>, <meta> and <link>s (resource hints, the canonical link) first,
 * ahead of the markup. The server's own head already has the page's title, description and canonical
 * link, so those are dropped; the resource hints (such as the first picture's preload) belong in the head.
 */
export function splitHoisted(markup: string): { hints: string; html: string } {
  const hints: string[] = [];
  let rest = markup;
  for (;;) {
    const match = /^(?:<link\b[^>]*\/?>|<meta\b[^>]*\/?>|<title>[^<]*<\/title>)/.exec(rest);
    if (!match) break;
    // Resource hints go to the head; a canonical link, like the title, the server's head has already.
    if (/^<link\b[^>]*\brel="(?:preload|modulepreload|preconnect|dns-prefetch)"/.test(match[0])) hints.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { hints: hints.join(''), html: rest };
}

export const drawPage: DrawPage = async (input) => {
  const { language } = input;
  // In the visitor's currency: drawn in the default one, every price would change as the page starts.
  const store = createServerStore(
    { origin: input.origin, fetchFn: input.fetchFn, language },
    input.currency ? { currency: { ...initialCurrencyState, currencyCode: input.currency } } : undefined,
  );
  // The screens' namespaces, all in memory: nothing waits for a file while drawing.
  const resources: Record<string, Record<string, unknown>> = {};
  for (const ns of ['common', 'catalog', 'gallery', 'shop', 'account']) {
    const file = input.translations(ns);
    if (file) resources[ns] = file;
  }
  const i18n = createMemoryI18n({ [language]: resources }, language);

  // The routes' loaders ask for each screen's data, as in the browser; the server waits for it.
  const pending: Promise<unknown>[] = [];
  const handler = createStaticHandler(
    storefrontRoutes(store as unknown as AppStore, { language: () => language, track: (p) => pending.push(p) }),
  );
  const context = await handler.query(new Request(new URL(input.url, input.origin)));
  // A redirect or a loader's error: the browser draws such a page itself, as without this.
  if (context instanceof Response || context.errors) return null;
  const settled = await within(
    Promise.all(pending).then(() => Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))),
    input.timeoutMs,
  );
  if (settled === undefined) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const drawnHead: { head?: DocumentHead } = {};
  const tree = (
    <StrictMode>
      <SiteOriginContext.Provider value={input.siteOrigin}>
        <DrawnHeadContext.Provider value={drawnHead}>
          <AppProviders store={store} i18n={i18n}>
            <SiteProviders>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </SiteProviders>
          </AppProviders>
        </DrawnHeadContext.Provider>
      </SiteOriginContext.Provider>
    </StrictMode>
  );
  // React writes a large part (here, the screen) apart from the rest with a script that moves it in
  // place, unless told that any size fits in one go: the page's CSP allows no inline scripts.
  const draw = async () => readAll((await prerenderToNodeStream(tree, { progressiveChunkSize: Infinity })).prelude);
  let markup = await draw();
  // A screen whose code was not loaded yet (its first drawing since the server started) can still
  // come out that way; drawn again with the code now loaded, it is written in place.
  if (SUSPENDED.test(markup)) markup = await draw();
  if (SUSPENDED.test(markup)) return null;
  const { hints, html } = splitHoisted(markup);
  const fallback = fallbackTranslations(input);

  const page: DrawnPage = {
    html,
    headHints: hints,
    ...(drawnHead.head ? { head: { title: drawnHead.head.title, description: drawnHead.head.description } } : {}),
    boot: {
      language,
      translations: usedTranslations(i18n, input),
      ...(fallback ? { fallbackTranslations: fallback } : {}),
      answers: { [api.reducerPath]: store.getState()[api.reducerPath] },
      router: { loaderData: context.loaderData },
      currency: input.currency ?? null,
    },
  };
  return page;
};
