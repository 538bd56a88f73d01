import { Suspense } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { useContentLanguage } from '#web/lib/content-language.ts';
import type { AppStore } from '#web/lib/store.ts';
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
}

/**
 * The storefront: the store, the translations, and the stored state (SPEC §3: the app waits for
 * it, at most 5 s) around the router.
 */
export function App({ store, persistor, i18n, router }: AppProps) {
  useContentLanguage(i18n, store.dispatch);
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<BootScreen />}>
          <PersistGate persistor={persistor} loading={<BootScreen />}>
            <SiteProviders>
              <RouterProvider router={router} />
            </SiteProviders>
          </PersistGate>
        </Suspense>
      </I18nextProvider>
    </ReduxProvider>
  );
}
