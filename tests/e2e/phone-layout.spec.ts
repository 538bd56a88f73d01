import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/** The box a locator is rendered in; fails when it is not rendered. */
async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'rendered on the page').not.toBeNull();
  return b!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

test.describe('on a phone', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, 'what a 390 px screen shows');
  });

  test('the menu button is the one navigation: no second row clipped under the header', async ({ page }) => {
    await page.goto('/press-release');
    await settle(page);
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(
      page.getByRole('navigation', { name: 'Site menu' }).getByRole('link', { name: 'Press' }),
    ).toBeVisible();
    const header = await box(page.locator('.site-header'));
    expect(header.height).toBeLessThanOrEqual(72);
  });

  test('/arts shows the works two to a row, and the list view one to a row', async ({ page }) => {
    await page.goto('/arts');
    await settle(page);
    const cards = page
      .getByRole('main')
      .locator('ul > li')
      .filter({ has: page.getByRole('heading') });
    const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    expect(first.width).toBeLessThan(390 / 2);

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    const [a, b] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1);
  });

  test('press mastheads are readable, and the outlets’ names start at one edge', async ({ page }) => {
    await page.goto('/press-release');
    await settle(page);
    const logos = page.locator('.press-card__logo');
    await expect(logos.first()).toBeVisible();
    await logos.first().scrollIntoViewIfNeeded();
    expect((await box(logos.first())).height).toBeGreaterThanOrEqual(48);
    const names = page.locator('.press-card__source');
    const starts = new Set<number>();
    for (let i = 0; i < Math.min(await names.count(), 4); i++) starts.add(Math.round((await box(names.nth(i))).x));
    expect([...starts]).toHaveLength(1);
  });

  test('a toast covers neither the back-to-top button nor the header', async ({ page }) => {
    await page.goto('/arts/night-script');
    await settle(page);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    const toast = page.locator('.Toastify__toast').first();
    await expect(toast).toBeVisible();
    // A pointer on the toast holds it (it closes by itself after 3 s, which a busy machine can outlast).
    await toast.hover();
    await page.mouse.wheel(0, 700);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeVisible();
    await expect(toast).toBeVisible();
    expect(overlaps(await box(toast), await box(backToTop))).toBe(false);
    expect((await box(toast)).y).toBeGreaterThanOrEqual((await box(page.locator('.site-header'))).height - 1);
  });
});

test.describe('on a desk', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'what a 1280 px screen shows');
  });

  test('a filter ticked far down the filters keeps the results in view', async ({ page }) => {
    await page.goto('/arts');
    await settle(page);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const last = filters.getByRole('checkbox').last();
    await last.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 1500);
    await last.click();
    await expect(last).toBeChecked();
    await expect(page).toHaveURL(/\?/);
    await settle(page);
    const firstCard = page
      .getByRole('main')
      .locator('ul > li')
      .filter({ has: page.getByRole('heading') })
      .first();
    await expect(firstCard).toBeInViewport();
    await expect(last).toBeInViewport();
  });

  test('choosing a frame colour shows the work in that frame', async ({ page }) => {
    await page.goto('/arts/night-script');
    await settle(page);
    const gallery = page.getByRole('region', { name: /images/i });
    for (const colour of ['White', 'Brown', 'Black']) {
      await page.getByRole('radio', { name: colour, exact: true }).check({ force: true });
      await expect(gallery.locator('.swiper-slide-active img').first()).toHaveAttribute(
        'alt',
        new RegExp(`${colour} frame`, 'i'),
      );
    }
  });

  test('the home page has one newsletter box, and the map link says it is a map', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await expect(page.locator('input[name="EMAIL"]:visible')).toHaveCount(1);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'The gallery on Google Maps' })).toBeVisible();
    await page.goto('/about');
    await settle(page);
    await expect(footer.locator('input[name="EMAIL"]:visible')).toHaveCount(1);
  });
});
