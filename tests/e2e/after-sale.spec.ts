import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { addToCart, mailTo, sessionIdOf, type Print } from './shop-helpers.ts';

/**
 * After the sale, in Arabic: a collector registers and buys a print on the Arabic storefront,
 * the owner records the payment and ships the parcel from the back office, and the collector
 * follows the order's steps on her account page and downloads its invoice. Every mail she gets is
 * in Arabic. Each project buys its own size of a print no other spec buys.
 */
const PRINT = 'lapis-lattice';
const words = JSON.parse(fs.readFileSync('public/locales/ar/account.json', 'utf8')) as {
  fields: { email: string; password: string };
  login: { title: string; submit: string };
};
const USED_ELSEWHERE = new Set(['mutrah-corniche-dusk', 'night-tide-mutrah', 'muqarnas-blue']);

async function printToBuy(request: APIRequestContext, project: string) {
  const answer = await request.post('/admin/api/product_search', { data: { per_page: 100 } });
  expect(answer.ok()).toBe(true);
  const prints = ((await answer.json()) as { result: Print[] }).result.filter(
    (a) => a.variation.length > 0 && !USED_ELSEWHERE.has(a.product_slug) && a.product_slug !== PRINT,
  );
  // Sizes in stock, in a fixed order; the desktop run takes the first, the phone run the second.
  const lines = prints.flatMap((p) =>
    p.variation.flatMap((v) =>
      v.size.filter((s) => s.stock > 0).map((s) => ({ print: p, color: v.color, size: s.name })),
    ),
  );
  const line = lines[project === 'mobile' ? 1 : 0];
  expect(line, 'the seed has prints in stock').toBeDefined();
  return line!;
}

test('a collector buys in Arabic, the owner takes payment and ships, and she follows it all in Arabic', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const email = `huda.${project}.${Date.now()}@example.om`;
  const password = 'Sohar-Fort-1618';
  const arabic = { 'accept-language': 'ar' };

  // The Arabic storefront; the collector registers and logs in from it (as its forms would call).
  await page.goto('/?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const registered = await page.request.post('/admin/api/user/register', {
    headers: arabic,
    data: { first_name: 'هدى', last_name: 'الحارثي', email, password, phone: '+968 9333 0303' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  // She logs in with the Arabic form.
  await page.goto('/login-register');
  const form = page.getByRole('form', { name: words.login.title });
  await form.getByRole('textbox', { name: words.fields.email }).fill(email);
  await form.getByLabel(words.fields.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: words.login.submit }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  const session_id = await sessionIdOf(page);

  // She buys a print.
  const line = await printToBuy(request, project);
  await addToCart(page, { id: line.print.id, color: line.color, size: line.size });
  const placed = await page.request.post('/admin/api/order/place', {
    headers: arabic,
    data: {
      session_id,
      idempotency_key: crypto.randomUUID(),
      contact: { full_name: 'هدى الحارثي', email, phone: '+968 9333 0303' },
      shipping_address: { country: 'OM', governorate: 'Muscat', wilayat: 'Bawshar', line1: 'شارع 18، منزل 7' },
      payment_method: 'bank_transfer',
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { order_no: orderNo, order_id: orderId } = (
    (await placed.json()) as {
      result: { order_no: string; order_id: string };
    }
  ).result;

  // The owner confirms the order, records the payment and ships the parcel.
  const staff = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const desk = await staff.newPage();
  await desk.goto('/admin/login');
  await desk.getByLabel('E-mail').fill('owner@baitalfann.om');
  await desk.getByLabel('Password', { exact: true }).fill('gallery-owner-2026');
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await desk.goto(`/admin/orders/${orderNo}`);
  await expect(desk.getByRole('heading', { level: 1, name: `Order ${orderNo}` })).toBeVisible();
  const progress = desk.getByRole('region', { name: 'Progress' });
  await progress.getByRole('button', { name: 'Confirm order' }).click();
  await expect(progress.getByRole('button', { name: 'Mark paid' })).toBeVisible();
  await progress.getByRole('button', { name: 'Mark paid' }).click();
  await expect(progress.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  const ship = desk.getByRole('region', { name: 'Ship' });
  await ship.getByLabel('Carrier', { exact: true }).fill('DHL');
  await ship.getByRole('textbox', { name: 'Tracking number' }).fill('4455667788');
  await ship.getByRole('button', { name: 'Mark shipped and tell the collector' }).click();
  // Shipped: the form gives way to the parcel's step in the timeline.
  await expect(desk.getByRole('region', { name: 'Timeline' })).toContainText('4455667788');
  await expect(ship).toHaveCount(0);
  await staff.close();

  // The collector follows the order on her account page, in Arabic, and downloads its invoice.
  await page.goto(`/my-account?tab=orders&order=${orderId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const steps = page.getByRole('region', { name: 'مراحل الطلب' });
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  await expect(steps).toContainText('تم استلام الدفعة');
  await expect(steps).toContainText('تم الشحن');
  await expect(steps.getByRole('link', { name: '4455667788' })).toHaveAttribute('href', /tracking-id=4455667788/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    steps.getByRole('link', { name: 'تنزيل الفاتورة (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${orderNo}.pdf`);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Every mail she got is in Arabic: the welcome and each step of the order.
  for (const subject of [
    /^مرحبًا بك في معرض بيت الفن$/,
    new RegExp(`^طلبك ${orderNo} من معرض بيت الفن$`),
    new RegExp(`^تم تأكيد طلبك ${orderNo}$`),
    new RegExp(`^تم استلام الدفعة للطلب ${orderNo}$`),
  ]) {
    const mail = await mailTo(request, email, subject);
    expect(mail.text).toContain('عزيزنا هدى');
  }
  const shipped = await mailTo(request, email, new RegExp(`^تم شحن طلبك ${orderNo}$`));
  expect(shipped.text).toContain('رقم التتبع: 4455667788');
  expect(shipped.text).toContain('شركة الشحن: DHL');
});
