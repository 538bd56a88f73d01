import { Suspense, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { useContentLanguage } from '#web/lib/content-language.ts';
import type { Store } from '@reduxjs/toolkit';
import type { AppStore, RootState } from '#web/lib/store.ts';
import { SiteProviders } from './site-providers.tsx';
import type { createStorefrontRouter } from './router.tsx';

/** Shown before the translations and the stored state are in (no text: the words are not loaded yet). */
export function BootScreen() {
  return (
    <div className="boot-screen" aria-busy="true">
      <span className="spinner__ring" />
    </div>
  );
}

export interface AppProps {
  store: AppStore;
  persistor: Persistor;
  i18n: I18n;
  router: ReturnType<typeof createStorefrontRouter>;
  /**
   * The state the server drew the page with (ADR 007): the app hydrates the server's HTML with it,
   * then moves on to the stored state, which main.tsx has already waited for.
   */
  serverState?: RootState;
}

/** The store and the translations around a storefront tree, in the browser and on the server alike. */
export function AppProviders({
  store,
  i18n,
  serverState,
  children,
}: {
  store: Store;
  i18n: I18n;
  serverState?: RootState;
  children: ReactNode;
}) {
  return (
    <ReduxProvider store={store} serverState={serverState}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<BootScreen />}>{children}</Suspense>
      </I18nextProvider>
    </ReduxProvider>
  );
}

/**
 * The storefront: the store, the translations, and the stored state (docs/product.md#data: the app waits for
 * it, at most 5 s) around the router.
 */
export function App({ store, persistor, i18n, router, serverState }: AppProps) {
  useContentLanguage(i18n, store.dispatch);
  const site = (
    <SiteProviders>
      <RouterProvider router={router} />
    </SiteProviders>
  );
  return (
    <AppProviders store={store} i18n={i18n} serverState={serverState}>
      {serverState ? (
        site
      ) : (
        <PersistGate persistor={persistor} loading={<BootScreen />}>
          {site}
        </PersistGate>
      )}
    </AppProviders>
  );
}
