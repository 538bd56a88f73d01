/**
 * The store and the translations a storefront page renders with (ADR 018). On the server each
 * request gets a store of its own and its language's shared i18next instance, given by
 * entry.server.tsx; in the browser entry.client.tsx makes the one store of the visit.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { useMatches } from 'react-router';
import { api } from '#web/lib/api.ts';
import { useContentLanguage } from '#web/lib/content-language.ts';
import { initI18n, type PageTranslations } from '#web/lib/i18n.ts';
import type { AppStore, RootState } from '#web/lib/store.ts';
import type { Answer, RouteAnswers } from './route-data.ts';

export interface PageSetUp {
  store: AppStore;
  /** The server's instance for the page's language; in the browser, made from the page's words. */
  i18n?: I18n;
  /** In the browser: the state before the stored one was read, the snapshot the server's HTML matches. */
  initialState?: RootState;
}

export const PageContext = createContext<PageSetUp | null>(null);

let browserPage: PageSetUp | undefined;

/** Called once by entry.client.tsx, before hydration. */
export function setBrowserPage(page: PageSetUp): void {
  browserPage = page;
}

/** The browser's store, once the app has started (client loaders start requests on it). */
export function browserStore(): AppStore | undefined {
  return browserPage?.store;
}

let browserI18n: I18n | undefined;

/** What the root loader tells the page: its language, display currency and words. */
export interface PageBasics {
  language: string;
  currency: string | null;
  words: PageTranslations;
}

/**
 * The store (with the answers every matched route's loader returned) and the translations around the
 * page. The answers go into the store before anything below renders, on the server and, at
 * hydration, in the browser: the screens' queries find them there, as the server's render did.
 */
export function PageProviders({ basics, children }: { basics: PageBasics; children: ReactNode }) {
  const page = useContext(PageContext) ?? browserPage;
  if (!page) throw new Error('The storefront page was rendered without its store');
  const matches = useMatches();
  const [serverState] = useState(() => {
    const answers: Answer[] = matches.flatMap(
      (match) => (match.data as Partial<RouteAnswers> | undefined)?.answers ?? [],
    );
    page.store.dispatch(api.util.upsertQueryEntries(answers as never));
    if (!page.initialState) return undefined;
    return {
      ...page.initialState,
      [api.reducerPath]: page.store.getState()[api.reducerPath],
      currency: { ...page.initialState.currency, currencyCode: basics.currency },
    } as RootState;
  });
  // In the browser, i18next starts with the words the server rendered with, in its language.
  const i18n = page.i18n ?? (browserI18n ??= initI18n(basics.words, basics.language).instance);
  useContentLanguage(i18n, page.store.dispatch);
  return (
    <ReduxProvider store={page.store} serverState={serverState}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ReduxProvider>
  );
}
