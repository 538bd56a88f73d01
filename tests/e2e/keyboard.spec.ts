import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { settleStorefront } from './screens.ts';

/**
 * A purchase made with the keyboard alone (docs/product.md#screens): from an artwork's page to the
 * order's confirmation, with Tab, Enter, Space, the arrow keys and typing. Nothing is clicked.
 */

/** Presses Tab until `target` has the focus; fails when it is not reached, as a trap or a control Tab skips would. */
async function tabTo(page: Page, target: Locator, most = 150) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement, null, { timeout: 500 }).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('a work bought with the keyboard alone, from its page to the confirmation', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a keyboard is a desk’s');
  test.setTimeout(120_000);
  await page.goto('/arts/night-script');
  await settleStorefront(page);

  // The frame colour: Tab reaches the chosen swatch, an arrow picks the next one.
  const colours = page
    .getByRole('radiogroup')
    .or(page.getByRole('group', { name: /Colou?r/ }))
    .first();
  const chosen = colours.getByRole('radio', { checked: true });
  await tabTo(page, chosen);
  const before = await chosen.getAttribute('value');
  await page.keyboard.press('ArrowRight');
  await expect(colours.getByRole('radio', { checked: true })).not.toHaveAttribute('value', before ?? '');
  await expect(colours.getByRole('radio', { checked: true })).toBeFocused();

  const addToCart = page.getByRole('button', { name: 'Add To Cart' });
  await tabTo(page, addToCart);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Added To Cart' }).first()).toBeVisible();

  // The header's cart opens with Enter and leads on to the checkout.
  const cart = page.getByRole('button', { name: 'Cart, 1 item' });
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, cart);
  await page.keyboard.press('Enter');
  const checkoutLink = page.getByRole('link', { name: 'Checkout', exact: true });
  await tabTo(page, checkoutLink, 30);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const type = async (field: Locator, text: string) => {
    await tabTo(page, field);
    await page.keyboard.type(text);
    await expect(field).toHaveValue(text);
  };
  await type(page.getByRole('textbox', { name: 'Full name' }), 'Salim Al Harthy');
  await type(page.getByRole('textbox', { name: 'E-mail', exact: true }), 'salim.keyboard@example.com');
  await type(page.getByRole('textbox', { name: 'Phone' }), '+968 9123 4567');
  const governorate = page.getByRole('combobox', { name: 'Governorate' });
  await tabTo(page, governorate);
  await page.keyboard.type('Muscat');
  await expect(governorate).toHaveValue(/Muscat/);
  const wilayat = page.getByRole('combobox', { name: 'Wilayat' });
  await tabTo(page, wilayat);
  await page.keyboard.type('Bawshar');
  await expect(wilayat).toHaveValue(/Bawshar/);
  await type(page.getByRole('textbox', { name: 'Street address' }), 'Way 3021, House 14');

  // The way to pay: Tab reaches the first (none is chosen yet), the arrows move to bank transfer.
  const bank = page.getByRole('radio', { name: /Bank transfer/ });
  const payment = page.getByRole('radio', { name: /Cash on delivery/ });
  await tabTo(page, payment);
  for (let i = 0; i < 3 && !(await bank.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(bank).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You. Your Order has been received!' })).toBeVisible({
    timeout: 20_000,
  });
});
