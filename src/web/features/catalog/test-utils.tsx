import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { render } from '@testing-library/react';
import type { Product, ProductCard } from '#shared/api/catalog.ts';
import { createAppStore } from '#web/lib/store.ts';
import { createMemoryI18n } from '#web/lib/i18n.ts';
import catalog from '../../../../public/locales/en/catalog.json';
import common from '../../../../public/locales/en/common.json';

/** A print or painting as the API sends it; override what the test is about. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    product_id: 7,
    product_slug: 'dunes-at-dusk',
    product_name: 'Dunes at Dusk',
    name: 'Dunes at Dusk',
    product_price: 120_000,
    price: 120_000,
    discount: 0,
    feature_image: '/media/dunes-800.webp',
    feature_image_set: {
      key: 'dunes',
      widths: [400, 800],
      width: 800,
      height: 600,
      alt: 'Dunes at Dusk',
    },
    image: ['/media/dunes-800.webp'],
    image_set: [],
    shortDescription: 'Evening light over the Wahiba Sands.',
    fullDescription: '<p>Oil on linen.</p>',
    rating: 4,
    stock: 1,
    variation: [],
    category: ['Painting'],
    tag: [],
    affiliateLink: null,
    sku: null,
    new: false,
    saleCount: 0,
    artist: { artist_slug: 'layla-al-said', full_name: 'Layla Al Said' },
    medium: 'Oil',
    support: 'Linen',
    width_cm: 100,
    height_cm: 75,
    depth_cm: null,
    orientation: 'landscape',
    year: 2023,
    edition_type: 'unique',
    edition_size: null,
    edition_number: null,
    framed: false,
    availability: 'available',
    ...overrides,
  };
}

export function aCard(overrides: Partial<ProductCard> = {}): ProductCard {
  const p = aProduct();
  return {
    id: p.id,
    product_id: p.product_id,
    product_slug: p.product_slug,
    product_name: p.product_name,
    product_price: p.product_price,
    price: p.price,
    discount: p.discount,
    feature_image: p.feature_image,
    feature_image_set: p.feature_image_set,
    stock: p.stock,
    availability: p.availability,
    artist: p.artist,
    medium: p.medium,
    width_cm: p.width_cm,
    height_cm: p.height_cm,
    year: p.year,
    ...overrides,
  };
}

/** Shows the router's location, so a test can read the query string the screen wrote. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders inside the real providers of the storefront: the store with the API, English translations
 * of the catalogue in memory, and a memory router at `url` (the element is mounted at `path`).
 */
export function renderWithProviders(ui: ReactElement, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  const memory = new Map<string, string>();
  const { store } = createAppStore({
    storage: {
      getItem: async (key: string) => memory.get(key) ?? null,
      setItem: async (key: string, value: string) => void memory.set(key, value),
      removeItem: async (key: string) => void memory.delete(key),
    },
  });
  const i18n = createMemoryI18n({ en: { catalog, common } });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const wrap = (children: ReactNode) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
  return { store, router, ...render(wrap(<RouterProvider router={router} />)) };
}

/** JSON answer of a stubbed API call. */
export function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Answers the browser's API calls with `handle` (path under /admin/api, method, parsed body). RTK Query
 * builds a Request from the relative API path; the test page lives at http://localhost.
 */
export function stubApi(
  handle: (path: string, method: string, body: unknown, url: URL) => Response | Promise<Response>,
) {
  const NativeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NativeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    },
  );
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/admin\/api\//, '');
    const text = request.method === 'GET' ? '' : await request.text();
    return handle(path, request.method, text ? JSON.parse(text) : undefined, url);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
