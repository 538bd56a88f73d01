/**
 * Component tests of the gallery screens: the real store and API, the common and gallery
 * translations in memory, a memory router, and a fake API that also takes multipart forms.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ProductCard } from '#shared/api/catalog.ts';
import type { ExhibitionDetail } from '#shared/api/gallery.ts';
import { createMemoryI18n } from '#web/lib/i18n.ts';
import { createAppStore } from '#web/lib/store.ts';
import { memoryStorage, testResources } from '#web/lib/test-utils.tsx';
import enGallery from '../../public/locales/en/gallery.json';
import frGallery from '../../public/locales/fr/gallery.json';
import deGallery from '../../public/locales/de/gallery.json';
import arGallery from '../../public/locales/ar/gallery.json';
import enCatalog from '../../public/locales/en/catalog.json';
import frCatalog from '../../public/locales/fr/catalog.json';
import deCatalog from '../../public/locales/de/catalog.json';
import arCatalog from '../../public/locales/ar/catalog.json';

export const galleryResources = {
  en: { ...testResources.en, gallery: enGallery, catalog: enCatalog },
  fr: { ...testResources.fr, gallery: frGallery, catalog: frCatalog },
  de: { ...testResources.de, gallery: deGallery, catalog: deCatalog },
  ar: { ...testResources.ar, gallery: arGallery, catalog: arCatalog },
};

export function renderGallery(
  ui: ReactElement,
  { url = '/', path = '*', language = 'en' }: { url?: string; path?: string; language?: string } = {},
) {
  const { store } = createAppStore({ storage: memoryStorage() });
  const i18n = createMemoryI18n(galleryResources, language);
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [url] });
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, store, router };
}

export function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
}

export interface SeenRequest {
  path: string;
  method: string;
  /** The parsed JSON body, or the FormData of a multipart request. */
  body: unknown;
  contentType: string | null;
}

/** Answers the API calls under /admin/api/ with `handle`; returns the requests seen. */
export function stubApi(handle: (request: SeenRequest) => Response | Promise<Response>) {
  const seen: SeenRequest[] = [];
  const NativeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NativeRequest {
      /** A multipart body as the page built it: jsdom's FormData and File, which Node's fetch refuses. */
      form?: FormData;
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        const form = init?.body instanceof FormData ? init.body : undefined;
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, {
          ...init,
          body: form ? undefined : init?.body,
        });
        this.form = form;
      }
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request & { form?: FormData }) => {
      const path = new URL(input.url).pathname.replace(/^\/admin\/api\//, '');
      // A header the page set itself stands (a multipart type without its boundary is a bug);
      // otherwise the type a browser gives a FormData body.
      const contentType =
        input.headers.get('content-type') ?? (input.form ? 'multipart/form-data; boundary=----gallery-test' : null);
      let body: unknown;
      if (input.method !== 'GET') {
        if (input.form) body = input.form;
        else if (contentType?.startsWith('multipart/form-data')) body = await input.formData();
        else {
          const text = await input.text();
          body = text ? JSON.parse(text) : undefined;
        }
      }
      const request = { path, method: input.method, body, contentType };
      seen.push(request);
      return handle(request);
    }),
  );
  return seen;
}

export function anArtwork(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 11,
    product_id: 11,
    product_slug: 'star-of-bahla',
    product_name: 'Star of Bahla',
    product_price: 450_000,
    price: 450_000,
    discount: 0,
    feature_image: '/media/star-640.webp',
    feature_image_set: {
      key: 'star',
      widths: [640],
      width: 640,
      height: 640,
      alt: 'Star of Bahla by Layla Haddad',
    },
    stock: 1,
    availability: 'available',
    artist: { artist_slug: 'layla-haddad', full_name: 'Layla Haddad' },
    medium: 'Mixed media on panel',
    width_cm: 90,
    height_cm: 90,
    year: 2024,
    ...overrides,
  };
}

export function anExhibition(overrides: Partial<ExhibitionDetail> = {}): ExhibitionDetail {
  return {
    id: 4,
    exhibition_slug: 'patterns-of-belonging',
    exhibition_title: 'Patterns of Belonging',
    exhibition_short_description: 'Paintings and prints built on the geometry of Islamic tilework.',
    exhibition_image: '/media/patterns-640.webp',
    exhibition_image_set: {
      key: 'patterns',
      widths: [640],
      width: 1440,
      height: 810,
      alt: 'Installation view',
    },
    exhibition_start_date: '2026-11-03',
    exhibition_end_date: '2099-01-14',
    status: 'current',
    venue: 'Gallery Two',
    exhibition_full_description: '<p>Layla Haddad trained as an <strong>architect</strong> in Beirut.</p>',
    products: [
      anArtwork(),
      anArtwork({
        id: 12,
        product_id: 12,
        product_slug: 'lapis-lattice',
        product_name: 'Lapis Lattice',
        price: 288_000,
        product_price: 259_200,
        discount: 10,
      }),
    ],
    accepts_applications: true,
    ...overrides,
  };
}
