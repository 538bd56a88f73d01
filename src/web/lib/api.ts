import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
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
 * The one RTK Query API of the browser apps. Each feature adds its operations with
 * `api.injectEndpoints` in its own `features/<domain>/api/<operation>.ts` file.
 * Non-2xx answers arrive as `{ status, data: { message, errors } }` (DECISIONS §9).
 * Every call says the visitor's language in Accept-Language so that back-office content (names,
 * descriptions, pages) answers in it (ADR 005).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/admin/api/',
    credentials: 'same-origin',
    prepareHeaders: (headers) => {
      const language = requestLanguage();
      if (language) headers.set('accept-language', language);
      return headers;
    },
  }),
  tagTypes: ['Artwork', 'Artist', 'Exhibition', 'Press', 'Page', 'Settings', 'Home', 'Cart', 'User', 'Order'],
  endpoints: () => ({}),
});
