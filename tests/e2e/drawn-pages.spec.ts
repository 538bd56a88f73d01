import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * Pages drawn on the server (ADR 007) are taken over by the browser in place: the drawn screen is
 * kept, not thrown away and drawn again, and what a visitor does before the code arrives is kept too.
 */

/** Records every heading or picture the page removes from the document while it loads. */
async function watchRemovals(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedWhileLoading: string[] }).removedWhileLoading = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1, img') || node.querySelector('h1, img'))) {
            removed.push(node.outerHTML.slice(0, 80));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Holds the framework's code back until `release` is called: the visitor sees the drawn page only. */
async function holdTheCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/framework-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a drawn page is taken over in place: its headings and pictures are not drawn a second time', async ({
  page,
  request,
}) => {
  const artwork = (
    (await (await request.post('/admin/api/product_search', { data: { per_page: 1 } })).json()) as {
      result: { product_slug: string }[];
    }
  ).result[0]!;
  const exhibition = (
    (await (await request.post('/admin/api/exhibitions', { data: {} })).json()) as {
      result: { exhibition_slug: string }[];
    }
  ).result[0]!;
  await watchRemovals(page);
  for (const path of ['/', '/arts', `/arts/${artwork.product_slug}`, `/exhibitions/${exhibition.exhibition_slug}`]) {
    // The app asks for the visitor's cart once it runs, that is once it has taken the page over.
    const appRunning = page.waitForResponse((response) => response.url().includes('/admin/api/cart/list/'));
    await page.goto(path, { waitUntil: 'networkidle' });
    await appRunning;
    expect(
      await page.evaluate(() => (window as unknown as { removedWhileLoading: string[] }).removedWhileLoading),
      path,
    ).toEqual([]);
  }
});

test('what a visitor types and picks before the code arrives is kept once the page is taken over', async ({
  page,
  isMobile,
}) => {
  const release = await holdTheCode(page);
  await page.goto('/arts', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox').first();
  await search.fill('nun');
  await page.getByLabel('Sort by').selectOption('price_asc');
  // On a phone the language choice lives in the closed menu drawer.
  if (!isMobile) await page.getByLabel('Language').selectOption('de');
  release();
  await expect(page).toHaveURL(/[?&]q=nun(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
  await expect(search).toHaveValue('nun');
  if (!isMobile) await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
