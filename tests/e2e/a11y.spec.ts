import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/** Runs axe on what the page shows now and fails on any serious or critical violation, naming each one. */
async function expectNoSeriousViolations(page: Page, label: string, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n')}`,
    );
  expect(serious, `${label}: serious or critical accessibility violations`).toEqual([]);
}

/** Waits until the screen has drawn its data: its heading is there and nothing is loading. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

async function detailPaths(request: APIRequestContext) {
  const artwork = (await (await request.post('/admin/api/product_search', { data: { per_page: 1 } })).json()).result[0];
  const artist = (await (await request.post('/admin/api/artist_list', { data: {} })).json()).result[0];
  const exhibition = (await (await request.post('/admin/api/exhibitions', { data: {} })).json()).result[0];
  return {
    artwork: `/arts/${artwork.product_slug}`,
    artist: `/artist/${artist.artist_slug}`,
    exhibition: `/exhibitions/${exhibition.exhibition_slug}`,
  };
}

const STATIC_SCREENS = [
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

/**
 * On a phone, the screens whose parts change at that width (menu drawer, filter drawer, cart link,
 * stacked forms); the others differ from these only in content, which the desktop pass scans.
 */
const PHONE_SCREENS = new Set(['/', '/arts', '/contact', '/cart', '/checkout', '/login-register', '/wishlist']);

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const path of STATIC_SCREENS) {
    test(`on ${path}`, async ({ page, isMobile }) => {
      test.skip(
        isMobile && !PHONE_SCREENS.has(path),
        'the phone pass covers the screens with their own small-screen parts; the rest share its header and footer',
      );
      await page.goto(path);
      await settle(page);
      await expectNoSeriousViolations(page, path);
    });
  }

  for (const kind of ['artwork', 'artist', 'exhibition'] as const) {
    test(`on an ${kind} page`, async ({ page, request }) => {
      const path = (await detailPaths(request))[kind];
      await page.goto(path);
      await settle(page);
      await expectNoSeriousViolations(page, path);
    });
  }

  test('in the quick view, and on the wishlist and compare lists with works in them', async ({ page }) => {
    await page.goto('/arts');
    await settle(page);
    await page
      .getByRole('button', { name: /^Quick view: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add to wishlist' }).click();
    await dialog.getByRole('button', { name: 'Add to compare' }).click();
    await expectNoSeriousViolations(page, 'quick view', '[role="dialog"]');
    await page.keyboard.press('Escape');

    for (const path of ['/wishlist', '/compare']) {
      await page.goto(path);
      await settle(page);
      await expect(page.getByRole('button', { name: /^Remove / }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `${path} with a work in it`);
    }
  });

  test('in Arabic, right to left, on the home page, the artworks and an artwork page', async ({ page, request }) => {
    for (const path of ['/?lng=ar', '/arts?lng=ar', `${(await detailPaths(request)).artwork}?lng=ar`]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await settle(page);
      await expectNoSeriousViolations(page, path);
    }
  });

  test('in the exhibition application form, with its errors showing', async ({ page, request }) => {
    const exhibitions = (await (await request.post('/admin/api/exhibitions', { data: {} })).json()).result as {
      exhibition_slug: string;
      exhibition_end_date: string;
    }[];
    const open = exhibitions.find((e) => new Date(e.exhibition_end_date) >= new Date())!;
    await page.goto(`/exhibitions/${open.exhibition_slug}`);
    await settle(page);
    await page.getByRole('button', { name: 'Apply Exhibition' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the application form', '[role="dialog"]');
  });
});
