import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import sharp from 'sharp';
import { MAIL_SCREEN, expect } from './fixtures.ts';

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

/** Waits until a storefront screen has rendered its data: its heading is there and nothing is loading. */
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
  '/reports',
  '/enquiries',
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
  '/enquiries',
  '/mail-outbox',
]);

/**
 * What a visitor sends that gives a fresh gallery the first record of a list the demo seed leaves
 * empty, so that its screen is scanned and pictured too. Sent only when the list is empty: each
 * endpoint allows ten an hour from one address.
 */
export const FIRST_RECORD: Record<string, (request: APIRequestContext) => Promise<APIResponse>> = {
  '/applications': async (request) => {
    const painting = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a6128' } })
      .jpeg()
      .toBuffer();
    return request.post('/admin/api/apply_exhibitions', {
      multipart: {
        exhibition_id: (await openExhibition(request)).exhibition_slug,
        artist_name: 'Salma Al Habsi',
        artist_email: 'salma.alhabsi@example.com',
        artist_mobile: '+968 9123 4567',
        artist_description: 'I paint the wadis after rain.',
        painting_name: 'Wadi Shab, Morning',
        painting_upload: { name: 'wadi-shab.jpg', mimeType: 'image/jpeg', buffer: painting },
      },
    });
  },
  '/enquiries': sendEnquiry,
  // An enquiry about a work: the gallery is told by e-mail, which the outbox keeps.
  '/mail-outbox': sendEnquiry,
};

/** A visitor's enquiry about the first work of the catalogue, as its page sends it. */
async function sendEnquiry(request: APIRequestContext) {
  const artwork = (await (await request.post('/admin/api/product_search', { data: { per_page: 1 } })).json())
    .result[0] as { id: number };
  return request.post('/admin/api/enquiry', {
    data: {
      product_id: artwork.id,
      name: 'Badr Al Kindi',
      email: 'badr.alkindi@example.com',
      message: 'Is the frame included? Can it be delivered to Sohar?',
    },
  });
}

async function openExhibition(request: APIRequestContext) {
  const exhibitions = (await (await request.post('/admin/api/exhibitions', { data: {} })).json()) as {
    result: { exhibition_slug: string; exhibition_end_date: string }[];
  };
  return exhibitions.result.find((e) => new Date(e.exhibition_end_date) >= new Date())!;
}

/** The frame with `sandbox=""` (no scripts) in which a mail's screen shows the mail. */
export const MAIL_FRAME = 'iframe.adm-mail-frame';

/**
 * Waits until the page has loaded what it asked for: no request in flight for half a second. On a
 * mail's screen, until the mail's frame has loaded instead: the frame is rendered once the mail has
 * been read, and Playwright's 'networkidle' can be lost for good when a frame appears after the
 * page's last request (microsoft/playwright#42598), which leaves the wait hanging.
 */
export async function waitForLoaded(page: Page) {
  if (!MAIL_SCREEN.test(new URL(page.url()).pathname)) {
    await page.waitForLoadState('networkidle');
    return;
  }
  const frame = page.locator(MAIL_FRAME);
  await expect(frame).toBeVisible();
  await (await (await frame.elementHandle())!.contentFrame())!.waitForLoadState('load');
  await page.waitForLoadState('load');
}

/** Waits until a back-office screen has rendered: a heading, no request in flight, nothing loading. */
export async function settleAdmin(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await waitForLoaded(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The address of the first record a back-office list links to, or null when it lists none. */
export async function firstRecord(page: Page, section: string): Promise<string | null> {
  const links = page.locator(`main a[href^="/admin${section}/"]:not([href$="/new"])`);
  if ((await links.count()) === 0) return null;
  return links.first().getAttribute('href');
}
