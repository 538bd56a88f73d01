import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

interface Artwork {
  id: number;
  product_slug: string;
  product_name: string;
  stock: number;
  availability: string;
  medium: string | null;
  year: number | null;
  artist: { full_name: string } | null;
  variation: unknown[];
}

async function catalogue(request: APIRequestContext): Promise<Artwork[]> {
  const answer = await request.post('/admin/api/product_search', { data: { per_page: 100 } });
  // Only the seeded works: other tests add artworks of their own while this one runs.
  return ((await answer.json()) as { result: Artwork[] }).result.filter(
    (a) => a.artist !== null && !/\s[a-z0-9]{8,}$/.test(a.product_name),
  );
}

/** Keeps an artwork in the wishlist or the compare list from its quick view. */
async function keep(page: Page, artwork: Artwork, list: 'wishlist' | 'compare') {
  await page.goto(`/arts?q=${encodeURIComponent(artwork.product_name)}`);
  await page.getByRole('button', { name: `Quick view: ${artwork.product_name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: artwork.product_name });
  await dialog.getByRole('button', { name: list === 'wishlist' ? 'Add to wishlist' : 'Add to compare' }).click();
  await expect(
    dialog.getByRole('button', { name: list === 'wishlist' ? 'In your wishlist' : 'In your comparison' }),
  ).toBeDisabled();
  await page.keyboard.press('Escape');
}

test.describe('wishlist', () => {
  test('is empty at first, with a way to the artworks', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await expect(page.getByText(/^Tap the heart on any artwork to keep it here/)).toBeVisible();
    await page.getByRole('link', { name: 'Browse the artworks' }).click();
    await expect(page).toHaveURL(/\/arts$/);
  });

  test('lists kept works once each, removes them, and adds them to the cart', async ({ page, request }) => {
    const artworks = await catalogue(request);
    const singles = artworks
      .filter((a) => a.availability === 'available' && a.variation.length === 0 && a.stock > 0)
      .slice(0, 2);
    const print = artworks.find((a) => a.availability === 'available' && a.variation.length > 0)!;
    for (const artwork of [...singles, print]) await keep(page, artwork, 'wishlist');

    // Keeping one again is not possible: its button stays disabled, and the list holds it once.
    await page.goto(`/arts?q=${encodeURIComponent(singles[0]!.product_name)}`);
    await page.getByRole('button', { name: `Quick view: ${singles[0]!.product_name}`, exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'In your wishlist' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await page.goto('/wishlist');
    const rows = page.getByRole('list', { name: 'Wishlist' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    for (const artwork of [...singles, print]) {
      const row = rows.filter({ has: page.getByRole('link', { name: artwork.product_name, exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(row.locator('img')).toHaveCount(1);
      await expect(row).toContainText('€');
    }
    // A print is chosen in its colour and size on its page.
    const printRow = rows.filter({ has: page.getByRole('link', { name: print.product_name, exact: true }) });
    await expect(printRow.getByRole('link', { name: 'Choose options' })).toHaveAttribute(
      'href',
      `/arts/${print.product_slug}`,
    );

    // Remove
    const first = rows.filter({ has: page.getByRole('link', { name: singles[0]!.product_name, exact: true }) });
    await first.getByRole('button', { name: `Remove ${singles[0]!.product_name}` }).click();
    await expect(page.getByText('Removed From Wishlist')).toBeVisible();
    await expect(rows).toHaveCount(2);

    // Add to cart from the wishlist
    const second = rows.filter({ has: page.getByRole('link', { name: singles[1]!.product_name, exact: true }) });
    await second.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByText('Added To Cart')).toBeVisible();
    await expect(second.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
    const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
    const cart = await (await request.get(`/admin/api/cart/list/${sessionId}`)).json();
    expect(cart.result.map((line: { product_id: number }) => line.product_id)).toContain(singles[1]!.id);

    // The list survives a reload.
    await page.reload();
    await expect(rows).toHaveCount(2);
  });
});

test.describe('compare', () => {
  test('is empty at first', async ({ page }) => {
    await page.goto('/compare');
    await expect(page.getByRole('heading', { level: 1, name: 'Compare' })).toBeVisible();
    await expect(page.getByText('Nothing to compare yet')).toBeVisible();
    await expect(page.getByText(/^Add artworks with the compare button/)).toBeVisible();
  });

  test('sets the art facts of the kept works side by side and removes them', async ({ page, request }) => {
    const works = (await catalogue(request)).filter((a) => a.artist && a.medium && a.year).slice(0, 2);
    for (const artwork of works) await keep(page, artwork, 'compare');

    await page.goto('/compare');
    const table = page.getByRole('table', { name: 'Artworks compared' });
    await expect(table).toBeVisible();
    for (const label of ['Artist', 'Medium', 'Dimensions', 'Year', 'Edition', 'Price']) {
      await expect(table.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
    }
    for (const artwork of works) {
      await expect(table.getByRole('columnheader', { name: artwork.product_name })).toBeVisible();
      await expect(table).toContainText(artwork.artist!.full_name);
      await expect(table).toContainText(artwork.medium!);
      await expect(table).toContainText(String(artwork.year));
    }
    await expect(table.getByRole('row', { name: /^Price/ })).toContainText('€');
    await expect(table.getByRole('row', { name: /^Dimensions/ })).toContainText('cm');

    await table.getByRole('button', { name: `Remove ${works[0]!.product_name}` }).click();
    await expect(page.getByText('Removed From Compare')).toBeVisible();
    await expect(table.getByRole('columnheader', { name: works[0]!.product_name })).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: works[1]!.product_name })).toBeVisible();

    await table.getByRole('button', { name: `Remove ${works[1]!.product_name}` }).click();
    await expect(page.getByText('Nothing to compare yet')).toBeVisible();
  });
});
