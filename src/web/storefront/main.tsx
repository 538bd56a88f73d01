import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import type { Persistor } from 'redux-persist';
import '@fontsource-variable/cormorant-garamond/wght.css';
import '#web/styles/tokens.css';
import '#web/styles/global.css';
import { DRAWN_PAGE_DATA_ID, type DrawnPageBoot } from '#shared/page-drawing.ts';
import { askedLanguage, detectedLanguage, FALLBACK_LANGUAGE, initI18n } from '#web/lib/i18n.ts';
import { prepareNumberFormats, showsSizes } from '#web/features/catalog/components/artwork-format.ts';
import { toContentLocale } from '#shared/languages.ts';
import { SERVER_ANSWERS, setRequestLanguageSource } from '#web/lib/api.ts';
import { noteEarlyInput } from '#web/lib/early-input.ts';
import { appStarted } from '#web/lib/state/general-slice.ts';
import { createAppStore, PERSIST_TIMEOUT_MS } from '#web/lib/store.ts';
import { App } from './app.tsx';
import { createStorefrontRouter, type ScreenHandle } from './router.tsx';

/** The first screen the server drew, with what it was drawn from (ADR 007); undefined when it drew none. */
function takeDrawnPage(): DrawnPageBoot | undefined {
  const data = document.getElementById(DRAWN_PAGE_DATA_ID);
  if (!data?.textContent) return undefined;
  data.remove();
  try {
    return JSON.parse(data.textContent) as DrawnPageBoot;
  } catch {
    return undefined;
  }
}

/** Resolves in a later task, so that what follows does not lengthen the current one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** docs/product.md#data: the app waits for the stored state (at most 5 s) before it starts. */
function storedStateRead(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, PERSIST_TIMEOUT_MS);
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) done();
    });
    if (persistor.getState().bootstrapped) done();
  });
}

// The start is cut into tasks of a few milliseconds each (nextTask): on a phone, one long task would keep
// the page from answering a tap for all of them together.
async function start(): Promise<void> {
  // Apart from the evaluation of the modules.
  await nextTask();
  let drawn = takeDrawnPage();
  const { instance: i18n, ready: translationsReady } = initI18n(drawn);
  // The first Intl formatter a page builds loads the browser's locale data, a tenth of taking over a
  // page of artwork cards on a phone. Long dates need none (lib/dates.ts), nor do most sizes
  // (artwork-format.ts): a drawn page with a size that does builds it here, in a task of its own,
  // rather than inside hydration; a page the app draws itself builds it only if it comes to one.
  const asked = askedLanguage(i18n);
  const root = document.getElementById('root')!;
  if (drawn && showsSizes(root)) setTimeout(() => prepareNumberFormats(asked ?? FALLBACK_LANGUAGE), 0);
  // The drawn page is taken over only in the language the visitor's browser settles on; otherwise the
  // app draws the page again in that language.
  if (drawn && toContentLocale(asked) !== drawn.language) drawn = undefined;
  // The router's loaders ask for data before the app renders (where useContentLanguage takes over):
  // those first requests already carry the language the visitor will see.
  // Until i18next has settled, its resolved language may be the drawn page's only because those words
  // are loaded: ask the detector instead.
  setRequestLanguageSource(() => (i18n.isInitialized ? detectedLanguage(i18n) : askedLanguage(i18n)));
  await nextTask();
  const { store, persistor } = createAppStore();
  // Before the stored state arrives: the snapshot the server's HTML matches.
  if (drawn) store.dispatch({ type: SERVER_ANSWERS, payload: drawn.answers });
  const serverState = drawn
    ? { ...store.getState(), currency: { ...store.getState().currency, currencyCode: drawn.currency } }
    : undefined;
  store.dispatch(appStarted({ at: new Date().toISOString() }));
  await nextTask();
  const router = createStorefrontRouter(store, drawn?.router as HydrationState | undefined);

  // The head the server wrote (title, description, canonical, link-preview tags: each marked data-seo) serves
  // crawlers without scripts; from here on each screen sets its own. The title and the description stay
  // until the first screen writes over them (lib/document-head.ts): removed here, the tab went without a
  // title until hydration, several tasks later.
  document.head
    .querySelectorAll('[data-seo]:not(title):not(meta[name="description"])')
    .forEach((node) => node.remove());

  const app = (
    <StrictMode>
      <App store={store} persistor={persistor} i18n={i18n} router={router} serverState={serverState} />
    </StrictMode>
  );
  if (serverState) {
    // The screens read the language as they draw (the home page asks for its sections in it): hydrate
    // once i18next has settled on it, as the server had.
    // The screen's code too: taken over in one go, the page does not wait in parts for it.
    const screens = router.state.matches.map((match) =>
      (match.route.handle as ScreenHandle | undefined)?.screen.load(),
    );
    void Promise.all([storedStateRead(persistor), translationsReady, ...screens])
      .catch(() => undefined)
      // Hydration in a task of its own: otherwise it runs in the task that evaluated the last script it
      // waited for, and the phone's main thread is blocked for the two together.
      .then(nextTask)
      .then(() => {
        // What the visitor typed or picked while the page waited for its code (lib/early-input.ts):
        // given back once the page is hydrated.
        noteEarlyInput(root);
        hydrateRoot(root, app);
      });
  } else {
    createRoot(root).render(app);
  }
}

void start();
