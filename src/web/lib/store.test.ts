import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Storage } from 'redux-persist';
import { currencyChosen } from '#web/features/currency/currency-slice.ts';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS, PERSIST_VERSION, createAppStore } from './store.ts';
import { addedToWishlist } from './state/wishlist-slice.ts';
import type { SavedArtwork } from './state/saved-artwork.ts';
import { memoryStorage } from './test-utils.tsx';

const artwork = {
  id: 5,
  product_slug: 'sea-at-sur',
  product_name: 'Sea at Sur',
  feature_image: '/media/sea.webp',
  feature_image_set: null,
  product_price: 90_000,
  price: 90_000,
  discount: 0,
};

function waitForBootstrap(persistor: ReturnType<typeof createAppStore>['persistor']) {
  return new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        stop();
        resolve();
      }
    });
  });
}

afterEach(() => vi.useRealTimers());

describe('persisted state', () => {
  it("is stored under 'flone', version 1.1, with the slices of docs/product.md#data and not the API cache", async () => {
    const storage = memoryStorage();
    const { store, persistor } = createAppStore({ storage });
    await waitForBootstrap(persistor);
    store.dispatch(
      currencyChosen({ code: 'GBP', currencySymbol: '£', currencyName: 'Pound', currencyRate: '2.05', decimals: 2 }),
    );
    store.dispatch(addedToWishlist(artwork));
    await persistor.flush();

    expect(PERSIST_KEY).toBe('flone');
    expect(PERSIST_VERSION).toBe(1.1);
    const raw = storage.data.get('persist:flone');
    expect(raw).toBeDefined();
    const stored = JSON.parse(raw!) as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual([
      '_persist',
      'auth',
      'cart',
      'compare',
      'currency',
      'exhibition',
      'general',
      'product',
      'wishlist',
    ]);
    expect(JSON.parse(stored._persist!)).toMatchObject({ version: 1.1 });
    expect(JSON.parse(stored.currency!)).toMatchObject({ currencyCode: 'GBP' });
    expect(JSON.parse(stored.wishlist!).items).toHaveLength(1);
  });

  it('writes a change at once when the visitor leaves the page, not a few ticks later', async () => {
    const storage = memoryStorage();
    const { store, persistor } = createAppStore({ storage });
    await waitForBootstrap(persistor);
    store.dispatch(addedToWishlist(artwork));
    // Nothing awaited between the change and leaving: the page is gone before any timer would run.
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(storage.data.get('persist:flone') ?? '{}') as Record<string, string>;
    expect(JSON.parse(stored.wishlist ?? '{}').items).toHaveLength(1);
  });

  it('brings the stored state back on the next visit', async () => {
    const storage = memoryStorage();
    const first = createAppStore({ storage });
    await waitForBootstrap(first.persistor);
    first.store.dispatch(
      currencyChosen({ code: 'USD', currencySymbol: '$', currencyName: 'US Dollar', currencyRate: '2.6', decimals: 2 }),
    );
    await first.persistor.flush();

    const second = createAppStore({ storage });
    await waitForBootstrap(second.persistor);
    expect(second.store.getState().currency.currencyCode).toBe('USD');
  });

  it('drops state stored by another version', async () => {
    const storage = memoryStorage({
      'persist:flone': JSON.stringify({
        currency: JSON.stringify({ currencySymbol: '$', currencyName: 'USD', currencyRate: 1 }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    });
    const { store, persistor } = createAppStore({ storage });
    await waitForBootstrap(persistor);
    expect(store.getState().currency.currencyCode).toBeNull();
  });

  it('reads kept artworks whose pictures an earlier build stored with their URLs written out', async () => {
    const writtenOut = {
      src: '/media/k3y_A-640.webp',
      srcset: '/media/k3y_A-320.webp 320w, /media/k3y_A-640.webp 640w, /media/k3y_A-900.webp 900w',
      width: 900,
      height: 1200,
      alt: 'Sea at Sur',
    };
    const kept = { ...artwork, feature_image_set: writtenOut };
    const foreign = {
      ...artwork,
      id: 6,
      feature_image_set: { src: '/x.png', srcset: 'https://elsewhere.example/x.png 1x' },
    };
    const storage = memoryStorage({
      'persist:flone': JSON.stringify({
        wishlist: JSON.stringify({ items: [kept, foreign] }),
        compare: JSON.stringify({ items: [kept] }),
        product: JSON.stringify({ recentlyViewed: [kept, artwork] }),
        _persist: JSON.stringify({ version: 1.1, rehydrated: true }),
      }),
    });
    const { store, persistor } = createAppStore({ storage });
    await waitForBootstrap(persistor);
    const picture = { key: 'k3y_A', widths: [320, 640, 900], width: 900, height: 1200, alt: 'Sea at Sur' };
    const pictures = (items: SavedArtwork[]) => items.map((item) => item.feature_image_set);
    const state = store.getState();
    expect(pictures(state.wishlist.items)).toEqual([picture, null]);
    expect(pictures(state.compare.items)).toEqual([picture]);
    expect(pictures(state.product.recentlyViewed)).toEqual([picture, null]);
  });

  it('goes on without stored state when the storage does not answer within 5 s', async () => {
    vi.useFakeTimers();
    const silent: Storage = {
      getItem: () => new Promise<string | null>(() => {}),
      setItem: async () => {},
      removeItem: async () => {},
    };
    const { store, persistor } = createAppStore({ storage: silent });
    await vi.advanceTimersByTimeAsync(PERSIST_TIMEOUT_MS - 10);
    expect(persistor.getState().bootstrapped).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(persistor.getState().bootstrapped).toBe(true);
    expect(store.getState().wishlist.items).toEqual([]);
  });
});
