// @vitest-environment node
// Drawn as on the server: no window, no document. A screen that reaches for either fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '#shared/api/catalog.ts';
import type { DrawPageInput } from '#shared/page-drawing.ts';
import { bootScript } from '#shared/page-drawing.ts';
import { aCard, aProduct, json } from '#web/features/catalog/test-utils.tsx';
import { drawPage, splitHoisted } from './draw-page.tsx';
import { settingsFixture } from './test-utils.tsx';

const artwork: ProductDetail = {
  ...aProduct({
    id: 7,
    product_slug: 'blue-dunes',
    product_name: 'Blue Dunes',
    image_set: [
      {
        key: 'dunes',
        widths: [400, 800],
        width: 800,
        height: 1000,
        alt: '',
      },
    ],
  }),
  artist_profile: null,
  exhibitions: [],
  related: [aCard({ id: 9, product_slug: 'tide', product_name: 'Tide' })],
};

const translations = (language: string) => (namespace: string) => {
  try {
    return JSON.parse(fs.readFileSync(path.resolve('public/locales', language, `${namespace}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return undefined;
  }
};

/** The gallery's API as the server answers it, for the two calls an artwork page makes. */
const galleryApi: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const route = new URL(request.url).pathname.replace('/admin/api/', '');
  if (route === 'setting') return json({ result: settingsFixture() });
  if (route === 'product_id/blue-dunes')
    return json({ result: artwork, shipping: { page_description: '<p>Insured.</p>' } });
  return json({ message: 'not found', errors: [] }, 404);
};

function input(overrides: Partial<DrawPageInput> = {}): DrawPageInput {
  return {
    url: '/arts/blue-dunes',
    siteOrigin: 'https://gallery.example',
    language: 'en',
    translations: translations(overrides.language ?? 'en'),
    fallbackTranslations: translations('en'),
    origin: 'http://storefront.internal',
    fetchFn: galleryApi,
    timeoutMs: 5000,
    ...overrides,
  };
}

describe('drawing a storefront page on the server', () => {
  it('writes the artwork page with its data, in place, with what the browser needs to take it over', async () => {
    const page = await drawPage(input());
    expect(page).not.toBeNull();
    const { html, boot, headHints } = page!;
    expect(html).toContain('<h1');
    expect(html).toContain('Blue Dunes');
    expect(html).toContain('/media/dunes-400.webp 400w');
    // Absolute links come from the site's origin, not from a window the server does not have.
    expect(html).toContain('https%3A%2F%2Fgallery.example%2Farts%2Fblue-dunes');
    // Written in place: no part left for an inline script to move (the CSP refuses them), no <title>.
    expect(html).not.toMatch(/<script|<template|hidden id="S:|<title>/);
    expect(headHints).toMatch(/^<link rel="preload" as="image"/);
    expect(Object.keys(boot.translations)).toEqual(expect.arrayContaining(['common', 'catalog']));
    const answers = boot.answers as { api: { queries: Record<string, { status: string }> } };
    expect(answers.api.queries['getArtwork("blue-dunes")']?.status).toBe('fulfilled');
    expect(answers.api.queries['getSettings(undefined)']?.status).toBe('fulfilled');
  });

  it('draws the same markup every time', async () => {
    const first = await drawPage(input());
    const second = await drawPage(input());
    expect(second!.html).toBe(first!.html);
  });

  it('draws in the visitor’s language, right to left in Arabic', async () => {
    const french = await drawPage(input({ language: 'fr', translations: translations('fr') }));
    const english = await drawPage(input());
    expect(french!.boot.language).toBe('fr');
    expect(french!.html).not.toBe(english!.html);
    const common = JSON.parse(fs.readFileSync('public/locales/fr/common.json', 'utf8')) as {
      actions: { skipToContent: string };
    };
    expect(french!.html).toContain(common.actions.skipToContent);
  });

  it('sends English’s common words with a page in another language, so the browser fetches none before taking it over', async () => {
    const arabic = await drawPage(input({ language: 'ar', translations: translations('ar') }));
    const english = await drawPage(input());
    expect(arabic!.boot.fallbackTranslations).toEqual({ common: translations('en')('common') });
    expect(Object.keys(arabic!.boot.translations)).toEqual(expect.arrayContaining(['common', 'catalog']));
    // An English page's words are the fallback's already.
    expect(english!.boot.fallbackTranslations).toBeUndefined();
  });

  it('draws prices in the currency the visitor chose, and says so to the browser', async () => {
    const euros = await drawPage(input());
    const dollars = await drawPage(input({ currency: 'USD' }));
    expect(euros!.html).toContain('data-currency="EUR"');
    expect(dollars!.html).toContain('data-currency="USD"');
    expect(dollars!.html).not.toContain('data-currency="EUR"');
    expect(dollars!.boot.currency).toBe('USD');
    expect(euros!.boot.currency).toBeNull();
  });

  it('gives up, leaving the page to the browser, when the data does not come in time', async () => {
    const never: typeof fetch = () => new Promise(() => {});
    expect(await drawPage(input({ fetchFn: never, timeoutMs: 50 }))).toBeNull();
  });

  it('draws a screen made of the visitor’s own state as a placeholder in the page, with the words it will need', async () => {
    const page = await drawPage(input({ url: '/confirmation/12' }));
    expect(page).not.toBeNull();
    // The header, menu and footer are there; the order just placed, which only the browser knows, is not.
    expect(page!.html).toContain('id="main"');
    expect(page!.html).toContain('<footer');
    expect(page!.html).toContain('class="page-fallback"');
    expect(page!.html).not.toContain('<h1');
    // The screen reads its own namespace as the browser draws it: it comes with the page.
    expect(Object.keys(page!.boot.translations)).toEqual(expect.arrayContaining(['common', 'shop']));
  });

  it('draws the account’s title with the page, and leaves the customer’s name and account to the browser', async () => {
    const account = JSON.parse(fs.readFileSync('public/locales/en/account.json', 'utf8')) as {
      myAccount: { title: string; tabs: { orders: string } };
    };
    const page = await drawPage(input({ url: '/my-account' }));
    expect(page!.html).toContain(`<h1 class="page-header__title">${account.myAccount.title}</h1>`);
    // The greeting's line is held (a no-break space), so the name moves nothing below it as it comes.
    expect(page!.html).toContain('<p class="page-header__intro">\u00a0</p>');
    expect(page!.html).toContain('class="page-fallback"');
    expect(page!.html).not.toContain(account.myAccount.tabs.orders);
    expect(page!.head?.title).toMatch(new RegExp(`^${account.myAccount.title} \\| `));
    expect(Object.keys(page!.boot.translations)).toEqual(expect.arrayContaining(['common', 'account']));
  });

  it('draws the login and register forms, which are every visitor’s, with the page', async () => {
    const account = JSON.parse(fs.readFileSync('public/locales/en/account.json', 'utf8')) as {
      login: { title: string; required: string };
      register: { title: string };
      reset: { title: string };
    };
    const login = await drawPage(input({ url: '/login-register?redirect=%2Fmy-account' }));
    expect(login!.html).toContain(`<h1 class="page-header__title">${account.login.title}</h1>`);
    // (React writes the attribute's name as the prop's, autoComplete; HTML reads names in any case.)
    expect(login!.html).toMatch(/<input[^>]*type="email"[^>]*autocomplete="username"/i);
    expect(login!.html).toMatch(/<input[^>]*type="password"[^>]*autocomplete="current-password"/i);
    // Why the visitor is asked to log in, from the address alone.
    expect(login!.html).toContain(account.login.required);
    expect(login!.html).not.toContain('class="page-fallback"');
    const register = await drawPage(input({ url: '/login-register?type=register' }));
    expect(register!.html).toContain(`<h1 class="page-header__title">${account.register.title}</h1>`);
    expect(register!.html).toMatch(/autocomplete="new-password"/i);
    // The e-mailed link's new-password form, without the tabs to log in or register.
    const reset = await drawPage(input({ url: '/login-register?reset=a-token' }));
    expect(reset!.html).toContain(`<h1 class="page-header__title">${account.reset.title}</h1>`);
    expect(reset!.html).toMatch(/autocomplete="new-password"/i);
    expect(reset!.html).not.toContain('login-register__tabs');
  });

  it('draws the heading of a personal screen that is everyone’s, and a placeholder for its body', async () => {
    const shop = JSON.parse(fs.readFileSync('public/locales/en/shop.json', 'utf8')) as {
      cart: { title: string; emptyText: string };
    };
    const page = await drawPage(input({ url: '/cart' }));
    expect(page!.html).toContain(`<h1 class="page-header__title">${shop.cart.title}</h1>`);
    expect(page!.html).toContain('class="page-fallback"');
    // The cart itself, empty or not, is this browser's: nothing of it is drawn.
    expect(page!.html).not.toContain(shop.cart.emptyText);
    expect(page!.html).not.toContain('empty-state');
    expect(Object.keys(page!.boot.translations)).toEqual(expect.arrayContaining(['common', 'shop']));
    // Its title is everyone's too: the server writes it into the page's head.
    expect(page!.head?.title).toMatch(new RegExp(`^${shop.cart.title} \\| `));
  });

  it('reports the title and description the screen gave itself, and none for a screen held back whole', async () => {
    const page = await drawPage(input());
    expect(page!.head?.title).toMatch(/^Blue Dunes \| /);
    // The work's own opening line (the fixture's short description), not the site's default.
    expect(page!.head?.description).toBe(artwork.shortDescription);
    const confirmation = await drawPage(input({ url: '/confirmation/12' }));
    expect(confirmation!.head).toBeUndefined();
  });

  it('draws an unknown work as the not-found state, not as an error', async () => {
    const page = await drawPage(input({ url: '/arts/no-such-work' }));
    expect(page!.html).not.toContain('Blue Dunes');
  });
});

describe('splitHoisted', () => {
  it('moves the leading resource hints to the head and drops the title, meta and canonical link the server already wrote', () => {
    const { hints, html } = splitHoisted(
      '<link rel="preload" as="image" href="/a.webp"/><title>A | B</title><link rel="canonical" href="https://x/a"/><meta name="description" content="x"/><div>A</div><title>kept</title>',
    );
    expect(hints).toBe('<link rel="preload" as="image" href="/a.webp"/>');
    expect(html).toBe('<div>A</div><title>kept</title>');
  });
});

describe('bootScript', () => {
  it('is JSON that cannot close its script or run', () => {
    const script = bootScript({
      language: 'en',
      translations: {},
      answers: { text: '</script><script>alert(1)</script>\u2028' },
      router: {},
      currency: null,
    });
    expect(script).toMatch(/^<script type="application\/json" id="gallery-page">/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toMatchObject({ answers: { text: '</script><script>alert(1)</script>\u2028' } });
  });
});
