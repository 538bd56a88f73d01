import {
  createApi,
  fetchBaseQuery,
  type FetchArgs,
  type FetchBaseQueryError,
  type QueryReturnValue,
} from '@reduxjs/toolkit/query/react';
import { toContentLocale, type ContentLocale } from '#shared/languages.ts';

/** Where the API client reads the storefront's current language from (set by `useContentLanguage`). */
let languageSource: () => string | undefined = () => undefined;

export function setRequestLanguageSource(source: () => string | undefined): void {
  languageSource = source;
}

/** The content language of the next request: the storefront's language when it is one the server knows. */
export function requestLanguage(): ContentLocale | undefined {
  return toContentLocale(languageSource());
}

/** The answers that carry content written in the back office, refetched when the language changes. */
export const CONTENT_TAGS = ['Artwork', 'Artist', 'Exhibition', 'Press', 'Page', 'Home'] as const;

/**
 * How a store made on the server (to render a page's first screen, ADR 007) reaches the API: its
 * own origin and fetch, and the language of the page. Given as the store's thunk extra argument,
 * so that pages rendered at the same time never share it.
 */
export interface ServerApiContext {
  origin: string;
  fetchFn: typeof fetch;
  language: ContentLocale;
  /**
   * The same calls answered without fetch's Request and Response, as fetchBaseQuery would answer
   * them (server/lib/storefront-context.ts); undefined for a call it leaves to fetchBaseQuery.
   */
  query?: InProcessQuery;
}

/** A server render's API call answered in-process, in the page's language (server/lib/storefront-context.ts). */
export type InProcessQuery = (
  args: string | FetchArgs,
  language: ContentLocale,
) => Promise<QueryReturnValue<unknown, FetchBaseQueryError>> | undefined;

function serverContextOf(extra: unknown): ServerApiContext | undefined {
  const context = extra as Partial<ServerApiContext> | undefined;
  return context?.fetchFn && context.origin ? (context as ServerApiContext) : undefined;
}

/** Dispatched in the browser with the API answers the server rendered the page with. */
export const SERVER_ANSWERS = 'page/serverAnswers';

const prepareHeaders = (headers: Headers, { extra }: { extra: unknown }) => {
  const language = serverContextOf(extra)?.language ?? requestLanguage();
  if (language) headers.set('accept-language', language);
  return headers;
};

const browserQuery = fetchBaseQuery({ baseUrl: '/admin/api/', credentials: 'same-origin', prepareHeaders });

/**
 * The one RTK Query API of the browser apps. Each feature adds its operations with
 * `api.injectEndpoints` in its own `features/<domain>/api/<operation>.ts` file.
 * Non-2xx answers arrive as `{ status, data: { message, errors } }` (docs/product.md#bad-input).
 * Every call says the visitor's language in Accept-Language so that back-office content (names,
 * descriptions, pages) answers in it (ADR 005).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: ((args, queryApi, extraOptions) => {
    const server = serverContextOf(queryApi.extra);
    if (!server) return browserQuery(args, queryApi, extraOptions);
    const answered = server.query?.(args, server.language);
    if (answered) return answered;
    return fetchBaseQuery({ baseUrl: `${server.origin}/admin/api/`, fetchFn: server.fetchFn, prepareHeaders })(
      args,
      queryApi,
      extraOptions,
    );
  }) as typeof browserQuery,
  // The answers a server-rendered page was rendered with become the browser's cache (RTK Query's SSR hook).
  extractRehydrationInfo(action, { reducerPath }) {
    if (typeof action === 'object' && action && (action as { type?: unknown }).type === SERVER_ANSWERS) {
      return (action as unknown as { payload: Record<string, never> }).payload[reducerPath];
    }
    return undefined;
  },
  tagTypes: ['Artwork', 'Artist', 'Exhibition', 'Press', 'Page', 'Settings', 'Home', 'Cart', 'User', 'Order'],
  endpoints: () => ({}),
});
