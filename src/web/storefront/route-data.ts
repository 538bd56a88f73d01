/**
 * What each storefront route loads (ADR 018). On the server a route's `loader` asks for the screen's
 * API answers in-process through a store of its own and returns them: React Router writes them into
 * the page as hydration data, and the root puts them into the page's store, where the screens' RTK
 * Query hooks find them. In the browser, after the first page, a route's `clientLoader` only starts
 * the same requests through the API (docs/product.md#api); the screen renders its loading state
 * until they answer, as it always has.
 */
import { data, type Params } from 'react-router';
import type { ContentLocale } from '#shared/languages.ts';
import { api, requestLanguage, type InProcessQuery } from '#web/lib/api.ts';
import { createServerStore, type AppStore } from '#web/lib/store.ts';
import { initialCurrencyState } from '#web/features/currency/currency-slice.ts';
import { getHomeApi } from '#web/features/home/api/get-home.ts';
import { getArtworkApi } from '#web/features/catalog/api/get-artwork.ts';
import { getExhibitionApi } from '#web/features/exhibitions/api/get-exhibition.ts';
import { getExhibitionsApi } from '#web/features/exhibitions/api/get-exhibitions.ts';
import { getArtistsApi } from '#web/features/artists/api/get-artists.ts';
import { getPageApi, type PageSlug } from '#web/features/pages/api/get-page.ts';
import { getPressReleasesApi } from '#web/features/press/api/get-press-releases.ts';
import { getSettingsApi } from '#web/features/settings/api/get-settings.ts';
import { browserStore } from './page-context.tsx';

/** What a route's data is asked with: the request, the route's params and the page's language. */
export interface RouteDataArgs {
  request: Request;
  params: Params;
  language: () => string | undefined;
}

/** Starts a screen's requests on `store`; what it returns settles once the asking is done. */
export type Prefetch = (store: AppStore, args: RouteDataArgs) => void | Promise<unknown>;

/** One API answer as RTK Query's `upsertQueryEntries` takes it. */
export interface Answer {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** What a route's server loader returns: the answers its screen renders from. */
export interface RouteAnswers {
  answers: Answer[];
}

/** The answers a store holds, as entries the page's store can take. */
function answersIn(store: AppStore): { answers: Answer[]; notFound: boolean } {
  const answers: Answer[] = [];
  let notFound = false;
  const queries = store.getState()[api.reducerPath].queries as Record<
    string,
    { status: string; endpointName: string; originalArgs: unknown; data?: unknown; error?: unknown } | undefined
  >;
  for (const query of Object.values(queries)) {
    if (!query) continue;
    if (query.status === 'fulfilled') {
      answers.push({ endpointName: query.endpointName, arg: query.originalArgs, value: query.data });
    } else {
      // 404: no such record. 400: a slug no record could have (one holding a NUL, say).
      const status = (query.error as { status?: unknown } | undefined)?.status;
      if (status === 404 || status === 400) notFound = true;
    }
  }
  return { answers, notFound };
}

/**
 * A route's server loader: its screen's answers, asked for in-process in the page's language. A
 * record that does not exist (an API 404, or a 400 for an address no record could have) makes the
 * page answer 404, the route's error boundary saying so.
 */
export function serverAnswers(prefetch?: Prefetch) {
  return async ({ request, params, context }: { request: Request; params: Params; context: unknown }) => {
    const page = (context as { storefront: StorefrontLoadContext }).storefront;
    const store = serverStore(page);
    if (prefetch) await prefetch(store, { request, params, language: () => page.language });
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    const { answers, notFound } = answersIn(store);
    page.answered?.(answers);
    // The route's error boundary shows its screen's not-found state (components/not-found-boundary.tsx).
    if (notFound) throw data(null, { status: 404 });
    return { answers } satisfies RouteAnswers;
  };
}

/** A route's client loader: starts its screen's requests through the API, without waiting for them. */
export function clientPrefetch(prefetch?: Prefetch) {
  return ({ request, params }: { request: Request; params: Params }): null => {
    const store = browserStore();
    if (prefetch && store) void prefetch(store, { request, params, language: requestLanguage });
    return null;
  };
}

/** What the Fastify process gives every storefront request's loaders (server/plugins/web.ts). */
export interface StorefrontLoadContext {
  /** The language the page renders in. */
  language: ContentLocale;
  /** The display currency the visitor chose (its cookie), if any. */
  currency?: string;
  /** The site's origin as the visitor sees it, for absolute links. */
  siteOrigin: string;
  /** How the page's API calls reach the API in-process: an origin and a fetch that answers for it. */
  origin: string;
  fetchFn: typeof fetch;
  /** The same calls answered without fetch's Request and Response (`ServerApiContext` in web/lib/api.ts). */
  query?: InProcessQuery;
  /** Told of the answers each loader returns (the page cache invalidates a page when a work on it sells). */
  answered?(answers: readonly Answer[]): void;
}

/** A store for one request: its API calls answered in-process, in the page's language and currency. */
export function serverStore(page: StorefrontLoadContext): AppStore {
  const store = createServerStore(
    { origin: page.origin, fetchFn: page.fetchFn, query: page.query, language: page.language },
    page.currency ? { currency: { ...initialCurrencyState, currencyCode: page.currency } } : undefined,
  );
  return store as unknown as AppStore;
}

export const settingsData: Prefetch = (store) => {
  void store.dispatch(getSettingsApi.util.prefetch('getSettings', undefined, {}));
};

export const homeData: Prefetch = (store, { language }) => {
  // The same argument as the home screen's own query (its language), so the answer is shared.
  void store.dispatch(getHomeApi.util.prefetch('getHome', { lng: language() ?? 'en' }, {}));
};

export const artworkData: Prefetch = (store, { params }) => {
  const idOrSlug = params.product_slug ?? params.id;
  if (idOrSlug) void store.dispatch(getArtworkApi.util.prefetch('getArtwork', idOrSlug, {}));
};

export const artworksData: Prefetch = (store, args) =>
  import('./prefetch/artworks-list.ts').then(({ prefetchArtworksList }) => prefetchArtworksList(store, args));

export const exhibitionData: Prefetch = (store, { params }) => {
  if (params.exhibition_slug)
    void store.dispatch(getExhibitionApi.util.prefetch('getExhibition', params.exhibition_slug, {}));
};

export const exhibitionsData: Prefetch = (store) => {
  void store.dispatch(getExhibitionsApi.util.prefetch('getExhibitions', undefined, {}));
};

export const artistsData: Prefetch = (store) => {
  void store.dispatch(getArtistsApi.util.prefetch('getArtists', undefined, {}));
};

export const artistData: Prefetch = (store, args) =>
  import('./prefetch/artist-detail.ts').then(({ prefetchArtistDetail }) => prefetchArtistDetail(store, args));

export const pressData: Prefetch = (store) => {
  void store.dispatch(getPressReleasesApi.util.prefetch('getPressReleases', undefined, {}));
};

/** A content page of the back office (about, the service pages). */
export const pageData =
  (slug: PageSlug): Prefetch =>
  (store) => {
    void store.dispatch(getPageApi.util.prefetch('getPage', slug, {}));
  };
