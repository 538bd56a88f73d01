import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type PersistConfig,
  type PersistedState,
  type Storage,
} from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import localStorage from 'redux-persist/es/storage';
import { cartSlice } from '#web/features/cart/cart-slice.ts';
import { currencySlice } from '#web/features/currency/currency-slice.ts';
import { CURRENCY_COOKIE } from '#shared/storefront-page.ts';
import { api, type ServerApiContext } from './api.ts';
import { authSlice, profileOf, sessionEndedMiddleware } from './state/auth-slice.ts';
import { compareSlice } from './state/compare-slice.ts';
import { exhibitionSlice } from './state/exhibition-slice.ts';
import { generalSlice } from './state/general-slice.ts';
import { productSlice } from './state/product-slice.ts';
import { savedArtworkReadAgain, type SavedArtwork } from './state/saved-artwork.ts';
import { wishlistSlice } from './state/wishlist-slice.ts';

/** docs/product.md#data, #constants: the persisted client state. */
export const PERSIST_KEY = 'flone';
export const PERSIST_VERSION = 1.1;
/** docs/product.md#error-messages: after this long without stored state the app goes on without it. */
export const PERSIST_TIMEOUT_MS = 5000;
export const PERSISTED_SLICES = [
  'auth',
  'product',
  'currency',
  'cart',
  'compare',
  'wishlist',
  'general',
  'exhibition',
] as const;

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authSlice.reducer,
  product: productSlice.reducer,
  currency: currencySlice.reducer,
  cart: cartSlice.reducer,
  compare: compareSlice.reducer,
  wishlist: wishlistSlice.reducer,
  general: generalSlice.reducer,
  exhibition: exhibitionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * State stored by another version (or by the template this grew from) is dropped rather than
 * merged into slices of a different shape. A stored loading status is not true any more on a new page.
 * Of `auth` only the profile comes back (docs/product.md#sessions-and-accounts): never a token, nor an old message or error.
 * Kept artworks stored before pictures were sent as key and widths are read into that shape.
 */
async function migrate(state: PersistedState, currentVersion: number): Promise<PersistedState> {
  if (!state || state._persist?.version !== currentVersion) return undefined;
  const stored = state as PersistedState & Partial<RootState>;
  const next: Record<string, unknown> = { ...stored };
  if (stored.cart) next.cart = { ...stored.cart, status: 'idle' };
  const readAgain = (items: SavedArtwork[]) => (Array.isArray(items) ? items.map(savedArtworkReadAgain) : []);
  if (stored.wishlist) next.wishlist = { ...stored.wishlist, items: readAgain(stored.wishlist.items) };
  if (stored.compare) next.compare = { ...stored.compare, items: readAgain(stored.compare.items) };
  if (stored.product) next.product = { ...stored.product, recentlyViewed: readAgain(stored.product.recentlyViewed) };
  if (stored.auth) {
    const user = stored.auth.user;
    next.auth = { user: user && typeof user.id === 'number' ? profileOf(user) : null, message: null, error: null };
  }
  return next as PersistedState;
}

export function persistConfig(storage: Storage = localStorage): PersistConfig<RootState> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage,
    whitelist: [...PERSISTED_SLICES],
    timeout: PERSIST_TIMEOUT_MS,
    migrate,
  };
}

export function createAppStore(options: { storage?: Storage; preloadedState?: Partial<RootState> } = {}) {
  const store = configureStore({
    reducer: persistReducer(persistConfig(options.storage), rootReducer),
    preloadedState: options.preloadedState as (RootState & PersistPartial) | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware, sessionEndedMiddleware),
  });
  // Refetch on focus and reconnect where a query asks for it.
  setupListeners(store.dispatch);
  rememberCurrencyInCookie(store);
  const persistor = persistStore(store);
  // redux-persist writes a change a few timer ticks later: a visitor who keeps a work and leaves the
  // page at once (a link, the tab closed) would lose it. Leaving writes what is left, there and then.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void persistor.flush());
  return { store, persistor };
}

/**
 * The chosen display currency also goes in a cookie, so that the server renders the next page in it
 * (ADR 007) instead of in the default, which the stored choice would then replace.
 */
function rememberCurrencyInCookie(store: { getState(): RootState; subscribe(listener: () => void): unknown }) {
  if (typeof document === 'undefined') return;
  let written: string | null = null;
  store.subscribe(() => {
    const code = store.getState().currency.currencyCode;
    if (code === written) return;
    written = code;
    document.cookie = code
      ? `${CURRENCY_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=31536000; samesite=lax`
      : `${CURRENCY_COOKIE}=; path=/; max-age=0; samesite=lax`;
  });
}

/**
 * A store for rendering one page on the server (ADR 018): the same slices with nothing stored, and API
 * calls made through the server itself in the page's language.
 */
export function createServerStore(context: ServerApiContext, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: context }, serializableCheck: false, immutableCheck: false }).concat(
        api.middleware,
      ),
  });
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
