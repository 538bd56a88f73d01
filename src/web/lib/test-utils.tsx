/**
 * Helpers for component tests: the real store, translations and router around a component, and a
 * fake API answering fetch calls. Imported by tests only.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { Storage } from 'redux-persist';
import { vi } from 'vitest';
import enCommon from '../../../public/locales/en/common.json';
import frCommon from '../../../public/locales/fr/common.json';
import deCommon from '../../../public/locales/de/common.json';
import arCommon from '../../../public/locales/ar/common.json';
import enShop from '../../../public/locales/en/shop.json';
import frShop from '../../../public/locales/fr/shop.json';
import deShop from '../../../public/locales/de/shop.json';
import arShop from '../../../public/locales/ar/shop.json';
import enAccount from '../../../public/locales/en/account.json';
import frAccount from '../../../public/locales/fr/account.json';
import deAccount from '../../../public/locales/de/account.json';
import arAccount from '../../../public/locales/ar/account.json';
import type { Currency } from '#shared/money.ts';
import { DisplayCurrencyProvider } from './display-currency.tsx';
import { createMemoryI18n } from './i18n.ts';
import { createAppStore, type AppStore, type RootState } from './store.ts';

export const testResources = {
  en: { common: enCommon, shop: enShop, account: enAccount },
  fr: { common: frCommon, shop: frShop, account: frAccount },
  de: { common: deCommon, shop: deShop, account: deAccount },
  ar: { common: arCommon, shop: arShop, account: arAccount },
};

/** A redux-persist storage kept in a Map, so tests can look at what would be stored. */
export function memoryStorage(initial: Record<string, string> = {}): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: async (key: string) => data.get(key) ?? null,
    setItem: async (key: string, value: string) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  };
}

const NativeRequest = globalThis.Request;

export type ApiHandler = (request: {
  method: string;
  path: string;
  body: unknown;
}) => { status?: number; body: unknown } | undefined;

/**
 * Replaces fetch with a fake API: `handlers` are tried in order with the method and path under
 * /admin/api/ (e.g. 'GET setting'); an unhandled call answers 404. Returns the calls made.
 */
export function mockApi(handlers: Record<string, ApiHandler | unknown>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/admin\/api\//, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    calls.push({ method: request.method, path, body });
    for (const [pattern, handler] of Object.entries(handlers)) {
      const [method, route] = pattern.split(' ') as [string, string];
      const matches =
        method === request.method && (route.endsWith('*') ? path.startsWith(route.slice(0, -1)) : path === route);
      if (!matches) continue;
      const answer =
        typeof handler === 'function'
          ? (handler as ApiHandler)({ method: request.method, path, body })
          : { body: handler };
      if (!answer) continue;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ message: 'not found', errors: [] }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  // Node's Request needs an absolute URL; the browser resolves '/admin/api/...' against the page.
  class PageRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  return { calls, fetchMock };
}

export interface ProviderOptions {
  route?: string;
  language?: string;
  store?: AppStore;
  preloadedState?: Partial<RootState>;
  /** Extra wrapping inside the store, translations and router (e.g. the storefront's site providers). */
  wrap?: (children: ReactNode) => ReactNode;
}

export function renderWithProviders(
  ui: ReactElement,
  options: ProviderOptions = {},
): RenderResult & { store: AppStore } {
  const store =
    options.store ?? createAppStore({ storage: memoryStorage(), preloadedState: options.preloadedState }).store;
  const i18n = createMemoryI18n(testResources, options.language ?? 'en');
  const wrap = options.wrap ?? ((children: ReactNode) => children);
  const result = render(
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{wrap(ui)}</MemoryRouter>
      </I18nextProvider>
    </ReduxProvider>,
  );
  return { ...result, store };
}

/** The demo gallery's currencies at its rates (src/server/db/seed/site.ts). */
export const demoCurrencies = {
  USD: { code: 'USD', symbol: '$', name: 'US Dollar', rate: '2.6008', decimals: 2 },
  EUR: { code: 'EUR', symbol: '€', name: 'Euro', rate: '2.4010', decimals: 2 },
  GBP: { code: 'GBP', symbol: '£', name: 'Pound Sterling', rate: '2.0450', decimals: 2 },
} satisfies Record<string, Currency>;

/** A `wrap` showing prices in `currency`, as the storefront's site providers do with the visitor's choice. */
export function inCurrency(currency: Currency) {
  return (children: ReactNode) => (
    <DisplayCurrencyProvider value={{ currency, ready: true }}>{children}</DisplayCurrencyProvider>
  );
}
