import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { addToCart, artworkBySlug, expectAccessible, expectNoSidewaysScroll, plain } from './shop-helpers.ts';

/** The print each project buys in its own account, so the two runs never compete for stock. */
const PRINTS = {
  desktop: { slug: 'mutrah-corniche-dusk', color: 'white', size: 'A2 · 42 × 59 cm' },
  mobile: { slug: 'mutrah-corniche-dusk', color: 'white', size: 'A1 · 59 × 84 cm' },
} as const;

/** Logout from the account dropdown; on a phone the account links live in the menu drawer. */
async function logOut(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.locator('.menu-panel').getByRole('button', { name: 'Logout' }).click();
  }
}

test.describe('customer accounts', () => {
  test('register, log in, save an address, order with it, find the order in the history, log out, and the gallery sees her account', async ({
    page,
    request,
    isMobile,
  }) => {
    // A whole customer's journey, with password hashing at each sign-in, is longer than one screen's test.
    test.setTimeout(90_000);
    const project = test.info().project.name === 'mobile' ? 'mobile' : 'desktop';
    const email = `collector.${project}.${Date.now()}@example.om`;
    const password = 'Qurum-Beach-2031';

    // Register: the account exists, and the login form offers itself with the e-mail filled in.
    await page.goto('/login-register?type=register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expectAccessible(page, 'register');
    await page.getByRole('textbox', { name: 'First name' }).fill('Reem');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Al Said');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Repeat the password').fill(password);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText(/if it is new to us, your account is ready and you can log in now/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);

    // A print chosen before logging in joins the customer's cart at login.
    const chosen = PRINTS[project];
    const artwork = await artworkBySlug(request, chosen.slug);
    await addToCart(page, { id: artwork.id, color: chosen.color, size: chosen.size });

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/my-account');
    await expect(page.getByText('Welcome back, Reem.')).toBeVisible();
    await expect(page.getByText('You have not ordered anything yet.')).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The address book: a default address in Nizwa.
    await page.getByRole('link', { name: 'Addresses' }).click();
    await page.getByRole('button', { name: 'Add an address' }).click();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Reem Al Said');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+968 9000 1111');
    await page.getByRole('combobox', { name: 'Governorate' }).selectOption('Ad Dakhiliyah');
    await page.getByRole('combobox', { name: 'Wilayat' }).selectOption('Nizwa');
    await page.getByRole('textbox', { name: 'Street address' }).fill('Way 12, House 3, near Nizwa Fort');
    await page.getByRole('button', { name: 'Save address' }).click();
    const card = page.locator('.address-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Default');
    await expect(card).toContainText('Way 12, House 3, near Nizwa Fort, Nizwa, Ad Dakhiliyah, Oman');
    await expectAccessible(page, 'address book');

    // Checkout: the profile and the saved address fill the form.
    await page.goto('/checkout');
    await expect(page.getByText('Already have an account?')).toHaveCount(0);
    await expect(page.locator('.checkout-summary')).toContainText(artwork.product_name);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Reem Al Said');
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+968 9000 1111');
    await expect(page.getByRole('combobox', { name: 'Wilayat' })).toHaveValue('Nizwa');
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You. Your Order has been received!' }),
    ).toBeVisible();
    const bookingNo = plain(await page.locator('.order-view__booking-no').textContent());
    expect(bookingNo).toMatch(/^BAF-\d{4}-\d{6}$/);

    // The order history shows it, and its detail is the confirmation's view.
    await page.goto('/my-account');
    const order = page.getByRole('link', { name: bookingNo, exact: true });
    await expect(order).toBeVisible();
    await order.click();
    await expect(page.getByRole('heading', { name: `Order ${bookingNo}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Details' })).toContainText(artwork.product_name);
    await expect(page.getByRole('region', { name: 'Booking Details' })).toContainText('Cash on delivery');
    await expect(page.getByRole('region', { name: 'Price Info' })).toContainText('Total');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'order detail');

    // Log out: the message, back home, and the account page is closed again.
    await logOut(page, isMobile);
    await expect(page.getByRole('alert').filter({ hasText: 'You have successfully logged out.' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.goto('/my-account');
    await expect(page).toHaveURL('/login-register?redirect=%2Fmy-account');

    // The gallery finds her among its customers: the order, what she spent, her address book.
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill('owner@baitalfann.om');
    await page.getByLabel('Password', { exact: true }).fill('gallery-owner-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await page.goto('/admin/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Reem Al Said');
    await expect(row).toContainText(/OMR [\d,]+\.\d{3}/);
    await row.getByRole('link', { name: /Reem Al Said/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reem Al Said' })).toBeVisible();
    await expect(page.getByText('Way 12, House 3, near Nizwa Fort')).toBeVisible();
    await page.getByRole('link', { name: `Open order ${bookingNo}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${bookingNo}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Artworks' })).toContainText(artwork.product_name);
  });

  test('the demo collector named at the first start logs in and finds her orders, the latest on its way', async ({
    page,
  }) => {
    await page.goto('/login-register');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('aisha.albusaidi@example.com');
    await page.getByLabel('Password', { exact: true }).fill('frankincense-coast-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/my-account');
    await expect(page.getByText('Welcome back, Aisha.')).toBeVisible();
    const orders = page.getByRole('link', { name: /^BAF-\d{4}-\d{6}$/ });
    await expect(orders).toHaveCount(3);
    await expect(page.locator('.order-history li').first()).toContainText(/confirmed/i);
    const latest = plain(await orders.first().textContent());
    await orders.first().click();
    await expect(page.getByRole('heading', { name: `Order ${latest}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Details' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Booking Details' })).toContainText('Bank transfer');
  });

  test('/my-account while logged out leads to the login, which says why', async ({ page }) => {
    await page.goto('/my-account');
    await expect(page).toHaveURL('/login-register?redirect=%2Fmy-account');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByText('Please log in to see your account.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  });
});
