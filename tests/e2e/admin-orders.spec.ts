import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * The order journey across both faces: a guest buys a unique artwork (the storefront then shows
 * it reserved while unpaid), the owner finds the order in the back office by its number and cancels it, and the
 * work is for sale again. Each project buys its own work, so desktop and mobile run side by side;
 * neither work is one another spec looks at.
 */
const ARTWORKS = { desktop: 'sun-on-sidab-wall', mobile: 'wahiba-drawing-i' } as const;

interface Artwork {
  id: number;
  product_slug: string;
  product_name: string;
  availability: string;
}

async function storefrontArtwork(request: APIRequestContext, slug: string): Promise<Artwork> {
  const answer = await request.post('/admin/api/product_search', { data: { per_page: 100 } });
  expect(answer.ok()).toBe(true);
  const artwork = ((await answer.json()) as { result: Artwork[] }).result.find((a) => a.product_slug === slug);
  expect(artwork, slug).toBeDefined();
  return artwork!;
}

test('a guest buys a unique work, the owner finds the order by its number and cancels it, and the work is for sale again', async ({
  page,
  request,
}, testInfo) => {
  const slug = ARTWORKS[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];
  // The browser's print dialog cannot be driven; record what would have been printed instead.
  await page.addInitScript(() => {
    window.print = function () {
      const top = window.top as Window & { printed?: string[] };
      top.printed = [...(top.printed ?? []), document.title];
    };
  });
  const artwork = await storefrontArtwork(request, slug);
  expect(artwork.availability, 'the seed has this unique work for sale').toBe('available');

  // The guest puts the work in the cart on its page and places the order from that cart.
  await page.goto(`/arts/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(artwork.product_name);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Added To Cart' }).first()).toBeVisible();
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  expect(sessionId).toBeTruthy();
  const placed = await page.request.post('/admin/api/order/place', {
    data: {
      session_id: sessionId,
      idempotency_key: crypto.randomUUID(),
      contact: {
        full_name: 'Zainab Al Maskari',
        email: `zainab.${testInfo.project.name}@example.om`,
        phone: '+968 9444 0202',
      },
      shipping_address: { country: 'OM', governorate: 'Muscat', wilayat: 'Muttrah', line1: 'Way 1234, House 5' },
      payment_method: 'cod',
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { order_no: orderNo } = ((await placed.json()) as { result: { order_no: string } }).result;

  // Reserved while unpaid: the storefront no longer offers it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(artwork.product_name);
  await expect(page.locator('main').getByText('Reserved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
  expect((await storefrontArtwork(request, slug)).availability).toBe('reserved');

  // The owner signs in and finds the order in the list by its number.
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill('owner@baitalfann.om');
  await page.getByLabel('Password', { exact: true }).fill('gallery-owner-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderNo);
  // Searched as it is typed, like every list.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${orderNo}`));
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Zainab Al Maskari');
  await expect(row).toContainText(artwork.product_name);
  await expect(row).toContainText('Placed');
  await row.getByRole('link', { name: `Open order ${orderNo}` }).click();

  // The order, then its cancellation after a confirmation.
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNo}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Artworks' })).toContainText(artwork.product_name);

  // Its invoice prints from the server's page, laid into the order's own page.
  await page.getByRole('link', { name: 'Print invoice' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as Window & { printed?: string[] }).printed ?? []))
    .toEqual([`Invoice ${orderNo} | Bait Al Fann Gallery`]);
  const invoice = page.frameLocator('.ord-print-frame');
  await expect(invoice.locator('body')).toContainText(artwork.product_name);
  await expect(invoice.locator('body')).toContainText('Zainab Al Maskari');
  await expect(invoice.locator('.grand')).toContainText(/OMR [\d,]+\.\d{3}/);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNo}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order ${orderNo} has been cancelled; its artworks are for sale again.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Progress' })).toContainText('Cancelled');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Order cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // For sale again on the storefront.
  expect((await storefrontArtwork(request, slug)).availability).toBe('available');
  await page.goto(`/arts/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(artwork.product_name);
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
});
