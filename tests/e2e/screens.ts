import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Every screen of the storefront and of the back office, for the checks run on each (axe, screenshots). */

export const STOREFRONT_LANGUAGES = ['en', 'fr', 'de', 'ar'] as const;
export const ADMIN_LANGUAGES = ['en', 'ar'] as const;

export const STATIC_SCREENS = [
  '/',
  '/home-fashion',
  '/about',
  '/arts',
  '/artist',
  '/exhibitions',
  '/press-release',
  '/contact',
  '/services/arts',
  '/services/exhibition',
  '/services/solo-exhibition',
  '/blog-no-sidebar',
  '/blog-details-standard',
  '/cart',
  '/checkout',
  '/login-register',
  '/wishlist',
  '/compare',
  '/no-such-page',
];

/** An artwork, an artist and an exhibition page of the demo gallery. */
export async function detailPaths(request: APIRequestContext) {
  const artwork = (await (await request.post('/admin/api/product_search', { data: { per_page: 1 } })).json()).result[0];
  const artist = (await (await request.post('/admin/api/artist_list', { data: {} })).json()).result[0];
  const exhibition = (await (await request.post('/admin/api/exhibitions', { data: {} })).json()).result[0];
  return {
    artwork: `/arts/${artwork.product_slug}`,
    artist: `/artist/${artist.artist_slug}`,
    exhibition: `/exhibitions/${exhibition.exhibition_slug}`,
  };
}

/** `path` in `language`, as a visitor's link with `?lng=` opens it. */
export function inLanguage(path: string, language: string) {
  return `${path}${path.includes('?') ? '&' : '?'}lng=${language}`;
}

/** Waits until a storefront screen has drawn its data: its heading is there and nothing is loading. */
export async function settleStorefront(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

export const OWNER = { email: 'owner@baitalfann.om', password: 'gallery-owner-2026' };

/** Signs the owner in to the back office, shown in `language` (remembered as a staff member's choice is). */
export async function signInToBackOffice(page: Page, language: (typeof ADMIN_LANGUAGES)[number]) {
  // Stored once in the page, not by an init script: that would run in every frame too, the mail
  // screen's sandboxed preview included, where storage is refused.
  await page.goto('/admin/login');
  await page.evaluate((lng) => localStorage.setItem('adminLanguage', lng), language);
  await page.reload();
  await page.locator('input[type="email"]').fill(OWNER.email);
  await page.locator('input[type="password"]').fill(OWNER.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/** The back office's sections, by their paths below /admin; each list opens its first record too. */
export const ADMIN_SECTIONS = [
  '/',
  '/artworks',
  '/artists',
  '/exhibitions',
  '/applications',
  '/press',
  '/pages',
  '/home-page',
  '/orders',
  '/customers',
  '/messages',
  '/newsletter',
  '/mail-outbox',
  '/settings',
  '/currencies',
  '/staff',
  '/audit-log',
  '/account',
];

/** Sections whose list links to a record's own screen. */
export const ADMIN_RECORDS = new Set([
  '/artworks',
  '/artists',
  '/exhibitions',
  '/applications',
  '/press',
  '/pages',
  '/orders',
  '/customers',
  // Not '/mail-outbox': a mail's screen holds the mail in a sandboxed frame without scripts, where
  // Playwright's instrumentation logs errors and the page never settles; its component test covers it.
]);

/** Waits until a back-office screen has drawn: a heading, no request in flight, nothing loading. */
export async function settleAdmin(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The address of the first record a back-office list links to, or null when it lists none. */
export async function firstRecord(page: Page, section: string): Promise<string | null> {
  const links = page.locator(`main a[href^="/admin${section}/"]:not([href$="/new"])`);
  if ((await links.count()) === 0) return null;
  return links.first().getAttribute('href');
}
