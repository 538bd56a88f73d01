import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

interface Size {
  name: string;
  stock: number;
}
interface Artwork {
  id: number;
  product_slug: string;
  product_name: string;
  discount: number;
  stock: number;
  availability: string;
  rating: number;
  shortDescription: string;
  image_set: unknown[];
  variation: { color: string; size: Size[] }[];
}

async function catalogue(request: APIRequestContext): Promise<Artwork[]> {
  const answer = await request.post('/admin/api/product_search', { data: { per_page: 100 } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { result: Artwork[] }).result;
}

/** Opens the quick view of an artwork from its card in the artworks list. */
async function openQuickView(page: Page, artwork: Pick<Artwork, 'product_name'>) {
  await page.goto(`/arts?q=${encodeURIComponent(artwork.product_name)}`);
  const button = page.getByRole('button', { name: `Quick view: ${artwork.product_name}`, exact: true });
  await button.click();
  const dialog = page.getByRole('dialog', { name: artwork.product_name });
  await expect(dialog).toBeVisible();
  // The full artwork has arrived once the purchase controls or the mark of a sold work are there.
  await expect(dialog.getByRole('button', { name: /add to wishlist|in your wishlist/i })).toBeVisible();
  return { dialog, button };
}

test.describe('quick view', () => {
  test('shows the images with thumbnails, name, price, stars and description, keeps focus and closes on Escape', async ({
    page,
    request,
  }) => {
    const artworks = await catalogue(request);
    const artwork = artworks.find(
      (a) => a.image_set.length > 1 && a.availability === 'available' && a.shortDescription && a.rating > 0,
    )!;
    const { dialog, button } = await openQuickView(page, artwork);

    await expect(dialog.getByRole('heading', { name: artwork.product_name })).toBeVisible();
    await expect(dialog).toContainText('€');
    await expect(dialog.getByRole('img', { name: `Rated ${artwork.rating} out of 5` })).toBeVisible();
    await expect(dialog.locator('.stars svg')).toHaveCount(5);
    await expect(dialog).toContainText(artwork.shortDescription);

    // Thumbnails: one per image, four at most in view.
    const thumbs = dialog.getByRole('button', { name: /^Show image \d+ of \d+$/ });
    await expect(thumbs).toHaveCount(artwork.image_set.length);
    const widths = await thumbs.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().width));
    const strip = await thumbs.first().evaluate((n) => n.closest('.swiper')!.getBoundingClientRect().width);
    expect(widths[0]!).toBeGreaterThan(strip / 4 - 12);
    expect(widths[0]!).toBeLessThanOrEqual(strip / 4);
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByText(`Image 2 of ${artwork.image_set.length}`)).toBeAttached();

    // Focus stays in the dialog.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('shows the old price struck through for a discounted artwork', async ({ page, request }) => {
    const artwork = (await catalogue(request)).find((a) => a.discount > 0 && a.availability === 'available')!;
    const { dialog } = await openQuickView(page, artwork);
    await expect(dialog.locator('s')).toContainText('€');
    await expect(dialog).toContainText(`−${artwork.discount}%`);
  });

  test('colour and size pickers reset the quantity and take the size stock; the cart counts against the stock', async ({
    page,
    request,
  }) => {
    const artwork = (await catalogue(request)).find(
      (a) =>
        a.variation.length > 1 &&
        a.variation.some((v) => v.size.some((s) => s.stock >= 3)) &&
        a.variation.some((v) => v.size.some((s) => s.stock === 0)),
    )!;
    const colour = artwork.variation.find((v) => v.size.some((s) => s.stock >= 3))!;
    const size = colour.size.find((s) => s.stock >= 3)!;
    const { dialog } = await openQuickView(page, artwork);
    const quantity = dialog.locator('output');
    const plus = dialog.getByRole('button', { name: 'Increase quantity' });
    const minus = dialog.getByRole('button', { name: 'Decrease quantity' });

    await dialog.getByRole('radio', { name: new RegExp(`^${colour.color}$`, 'i') }).check({ force: true });
    await dialog.getByRole('radio', { name: size.name, exact: true }).check({ force: true });
    await expect(quantity).toHaveText('1');
    await expect(minus).toBeDisabled();
    for (let i = 1; i < size.stock; i++) await plus.click();
    await expect(quantity).toHaveText(String(size.stock));
    await expect(plus).toBeDisabled();

    // Another size starts again at 1.
    const other = colour.size.find((s) => s.name !== size.name)!;
    await dialog.getByRole('radio', { name: other.name, exact: true }).check({ force: true });
    await expect(quantity).toHaveText('1');
    await dialog.getByRole('radio', { name: size.name, exact: true }).check({ force: true });
    await expect(quantity).toHaveText('1');

    // A size with no stock: Out of Stock, disabled.
    const empty = artwork.variation.flatMap((v) =>
      v.size.filter((s) => s.stock === 0).map((s) => ({ color: v.color, size: s.name })),
    )[0]!;
    await dialog.getByRole('radio', { name: new RegExp(`^${empty.color}$`, 'i') }).check({ force: true });
    await dialog.getByRole('radio', { name: new RegExp(`^${empty.size}`) }).check({ force: true });
    await expect(dialog.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();

    // Two in the cart: at most stock - 2 more.
    await dialog.getByRole('radio', { name: new RegExp(`^${colour.color}$`, 'i') }).check({ force: true });
    await dialog.getByRole('radio', { name: size.name, exact: true }).check({ force: true });
    await plus.click();
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByText('Added To Cart')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: `Quick view: ${artwork.product_name}`, exact: true }).click();
    await dialog.getByRole('radio', { name: new RegExp(`^${colour.color}$`, 'i') }).check({ force: true });
    await dialog.getByRole('radio', { name: size.name, exact: true }).check({ force: true });
    for (let i = 0; i < size.stock; i++) if (await plus.isEnabled()) await plus.click();
    await expect(quantity).toHaveText(String(size.stock - 2));
    await expect(plus).toBeDisabled();
  });

  test('a single work already in the cart cannot be added again; a sold-out work shows Out of Stock', async ({
    page,
    request,
  }) => {
    const artworks = await catalogue(request);
    const unique = artworks.find((a) => a.variation.length === 0 && a.stock === 1 && a.availability === 'available')!;
    const { dialog } = await openQuickView(page, unique);
    await expect(dialog.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByText('Added To Cart')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
    await expect(dialog).toContainText('This work is already in your cart.');

    // No stock recorded and nothing to choose: Out of Stock, disabled.
    await page.route('**/admin/api/product_id/**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.result.stock = 0;
      body.result.variation = [];
      body.result.availability = 'available';
      await route.fulfill({ response, json: body });
    });
    const other = artworks.find((a) => a.id !== unique.id && a.availability === 'available')!;
    const second = await openQuickView(page, other);
    await expect(second.dialog.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await expect(second.dialog.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
  });

  test('wishlist and compare buttons say so in a toast and are disabled once the work is there', async ({
    page,
    request,
  }) => {
    const artwork = (await catalogue(request)).find((a) => a.availability === 'available')!;
    const { dialog } = await openQuickView(page, artwork);
    await dialog.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByText('Added To wishlist')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'In your wishlist' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Add to compare' }).click();
    await expect(page.getByText('Added To compare')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'In your comparison' })).toBeDisabled();

    // Still disabled when opened again, and after a reload.
    await page.reload();
    await page.getByRole('button', { name: `Quick view: ${artwork.product_name}`, exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'In your wishlist' })).toBeDisabled();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'In your comparison' })).toBeDisabled();
  });

  test('an affiliate link replaces the cart controls with Buy Now in a new tab', async ({ page, request }) => {
    const artwork = (await catalogue(request)).find((a) => a.availability === 'available')!;
    await page.route(`**/admin/api/product_id/**`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.result.affiliateLink = 'https://partner.example.com/prints/123';
      await route.fulfill({ response, json: body });
    });
    const { dialog } = await openQuickView(page, artwork);
    const buyNow = dialog.getByRole('link', { name: /^Buy Now/ });
    await expect(buyNow).toHaveAttribute('href', 'https://partner.example.com/prints/123');
    await expect(buyNow).toHaveAttribute('target', '_blank');
    await expect(buyNow).toHaveAttribute('rel', /noopener/);
    await expect(dialog.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Increase quantity' })).toHaveCount(0);
  });

  test('opens from the artwork cards of the home page and leads to the full page', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: /^Quick view: / }).first();
    const name = (await button.getAttribute('aria-label'))!.replace(/^Quick view: /, '');
    await button.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByRole('heading', { name })).toBeVisible();
    await dialog.getByRole('link', { name: 'View full details' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    // Back on the home page, the quick view stays closed.
    await page.goBack();
    await expect(page.getByRole('button', { name: /^Quick view: / }).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
