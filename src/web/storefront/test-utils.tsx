/** Component tests of storefront parts: the providers of lib/test-utils plus the site providers. */
import type { ReactElement, ReactNode } from 'react';
import type { CurrencyInfo, Settings } from '#shared/api/gallery.ts';
import { renderWithProviders, type ProviderOptions } from '#web/lib/test-utils.tsx';
import { SiteProviders } from './site-providers.tsx';

export const currencies: CurrencyInfo[] = [
  { code: 'OMR', currencySymbol: '\uFDFC', currencyName: 'Omani Rial', currencyRate: '1', decimals: 3 },
  { code: 'EUR', currencySymbol: '€', currencyName: 'Euro', currencyRate: '2.4', decimals: 2 },
  { code: 'USD', currencySymbol: '$', currencyName: 'US Dollar', currencyRate: '2.6', decimals: 2 },
  { code: 'GBP', currencySymbol: '£', currencyName: 'Pound Sterling', currencyRate: '2.05', decimals: 2 },
];

export function settingsFixture(overrides: Partial<Settings> = {}): Settings {
  return {
    company_name: 'Bait Al Fann Gallery',
    company_fav: '',
    facbook: 'https://facebook.com/baitalfann',
    twitter: '',
    instrgram: 'https://instagram.com/baitalfann',
    google_plus: '',
    phone: '+968 2469 1234',
    email: 'hello@baitalfann.om',
    address: 'Way 3021, Shatti Al Qurum, Muscat',
    free_delivery_threshold: 200_000,
    default_currency: 'EUR',
    tax_rate: '5',
    currencies,
    mailing_list_url: '',
    template: 'Bait Al Fann',
    meta_description: 'Buy wall art online in Oman.',
    ...overrides,
  };
}

export function renderStorefront(ui: ReactElement, options: ProviderOptions = {}) {
  return renderWithProviders(ui, {
    ...options,
    wrap: (children: ReactNode) => <SiteProviders>{options.wrap ? options.wrap(children) : children}</SiteProviders>,
  });
}
