/**
 * The storefront in the browser (ADR 018): the store of the visit, with the state this browser
 * keeps (docs/product.md#data: waited for, 5 s at most), then React Router hydrates the server's
 * page with the data it was rendered from.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { Persistor } from 'redux-persist';
import { noteEarlyInput } from '#web/lib/early-input.ts';
import { appStarted } from '#web/lib/state/general-slice.ts';
import { createAppStore, PERSIST_TIMEOUT_MS } from '#web/lib/store.ts';
import { setBrowserPage } from './page-context.tsx';

/** Resolves once the stored state is read, or after PERSIST_TIMEOUT_MS. */
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

async function start(): Promise<void> {
  const { store, persistor } = createAppStore();
  setBrowserPage({ store, initialState: store.getState() });
  store.dispatch(appStarted({ at: new Date().toISOString() }));
  await storedStateRead(persistor);
  // What the visitor typed or picked while the page waited for its code (lib/early-input.ts).
  noteEarlyInput(document.getElementById('root') ?? document.body);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void start();
