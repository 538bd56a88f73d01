import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { addToCart, mailTo, sessionIdOf, type Print } from './shop-helpers.ts';

/**
 * After the sale, in Arabic: a collector registers and buys a print on the Arabic storefront,
 * the owner records the payment and ships the parcel from the back office, and the collector
 * follows the order's steps on her account page up to its delivery and downloads its invoice; a
 * second order is refunded in part. Every mail she gets is in Arabic, one for each step. Each
 * project buys its own sizes of prints no other spec buys.
 */
const PRINT = 'lapis-lattice';
const words = JSON.parse(fs.readFileSync('public/locales/ar/account.json', 'utf8')) as {
  fields: { email: string; password: string };
  login: { title: string; submit: string };
};
const USED_ELSEWHERE = new Set(['mutrah-corniche-dusk', 'night-tide-mutrah', 'muqarnas-blue']);

async function printToBuy(request: APIRequestContext, project: string, order = 0) {
  const answer = await request.post('/admin/api/product_search', { data: { per_page: 100 } });
  expect(answer.ok()).toBe(true);
  const prints = ((await answer.json()) as { result: Print[] }).result.filter(
    (a) => a.variation.length > 0 && !USED_ELSEWHERE.has(a.product_slug) && a.product_slug !== PRINT,
  );
  // Sizes in stock, in a fixed order; the desktop run takes the first, the phone run the second
  // (the third and fourth for a second order).
  const lines = prints.flatMap((p) =>
    p.variation.flatMap((v) =>
      v.size.filter((s) => s.stock > 0).map((s) => ({ print: p, color: v.color, size: s.name })),
    ),
  );
  const line = lines[2 * order + (project === 'mobile' ? 1 : 0)];
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
  const placeOrder = async () => {
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
    return ((await placed.json()) as { result: { order_no: string; order_id: string } }).result;
  };
  const { order_no: orderNo, order_id: orderId } = await placeOrder();

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
  // The page has the paid order before the parcel's form is filled in.
  await expect(desk.getByRole('region', { name: 'Timeline' })).toContainText('Payment received');
  const ship = desk.getByRole('region', { name: 'Ship' });
  await ship.getByLabel('Carrier', { exact: true }).fill('DHL');
  await ship.getByRole('textbox', { name: 'Tracking number' }).fill('4455667788');
  await ship.getByRole('button', { name: 'Mark shipped and tell the collector' }).click();
  // Shipped: the form gives way to the parcel's step in the timeline.
  await expect(desk.getByRole('region', { name: 'Timeline' })).toContainText('4455667788');
  await expect(ship).toHaveCount(0);
  // The parcel arrives.
  await progress.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(progress.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);

  // The collector follows the order on her account page, in Arabic, and downloads its invoice.
  await page.goto(`/my-account?tab=orders&order=${orderId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const steps = page.getByRole('region', { name: 'مراحل الطلب' });
  await expect(steps.getByRole('listitem')).toHaveCount(5);
  await expect(steps).toContainText('تم استلام الدفعة');
  await expect(steps).toContainText('تم الشحن');
  await expect(steps).toContainText('تم التسليم');
  await expect(steps.getByRole('link', { name: '4455667788' })).toHaveAttribute('href', /tracking-id=4455667788/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    steps.getByRole('link', { name: 'تنزيل الفاتورة (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${orderNo}.pdf`);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Every mail she got is in Arabic: the welcome and one for each step of the order.
  for (const subject of [
    /^مرحبًا بك في معرض بيت الفن$/,
    new RegExp(`^طلبك ${orderNo} من معرض بيت الفن$`),
    new RegExp(`^تم تأكيد طلبك ${orderNo}$`),
    new RegExp(`^تم استلام الدفعة للطلب ${orderNo}$`),
    new RegExp(`^تم شحن طلبك ${orderNo}$`),
    new RegExp(`^تم تسليم طلبك ${orderNo}$`),
  ]) {
    const mail = await mailTo(request, email, subject);
    expect(mail.text).toContain('عزيزنا هدى');
    expect(await mailsTo(request, email, subject), `one mail for ${subject.source}`).toBe(1);
  }
  const shipped = await mailTo(request, email, new RegExp(`^تم شحن طلبك ${orderNo}$`));
  expect(shipped.text).toContain('رقم التتبع: 4455667788');
  expect(shipped.text).toContain('شركة الشحن: DHL');
  const delivered = await mailTo(request, email, new RegExp(`^تم تسليم طلبك ${orderNo}$`));
  expect(delivered.text).toContain(`تم تسليم طلبك ${orderNo}.`);

  // A second order, paid, is refunded in part by the owner from the back office.
  const second = await printToBuy(request, project, 1);
  await addToCart(page, { id: second.print.id, color: second.color, size: second.size });
  const { order_no: refundNo, order_id: refundId } = await placeOrder();
  await desk.goto(`/admin/orders/${refundNo}`);
  await expect(desk.getByRole('heading', { level: 1, name: `Order ${refundNo}` })).toBeVisible();
  await progress.getByRole('button', { name: 'Confirm order' }).click();
  await expect(progress.getByRole('button', { name: 'Mark paid' })).toBeVisible();
  await progress.getByRole('button', { name: 'Mark paid' }).click();
  await expect(progress.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  const refund = desk.getByRole('region', { name: 'Refund' });
  await refund.getByRole('textbox', { name: 'Amount' }).fill('5.250');
  await refund.getByRole('textbox', { name: 'Reason (told to the collector)' }).fill('خدش في الإطار');
  await refund.getByRole('button', { name: 'Record the refund' }).click();
  await expect(refund.getByText('Refund recorded. The collector has been told.')).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Timeline' })).toContainText('OMR 5.250');
  await staff.close();

  // Her refund mail is in Arabic and names the amount and the reason.
  const refunded = await mailTo(request, email, new RegExp(`^استرداد مبلغ للطلب ${refundNo}$`));
  expect(refunded.text).toContain('عزيزنا هدى');
  expect(refunded.text).toContain(`أعدنا إليك مبلغ OMR 5.250 من طلبك ${refundNo}.`);
  expect(refunded.text).toContain('السبب: خدش في الإطار');
  expect(refunded.text).toContain('هذا استرداد جزئي؛ وباقي طلبك قائم.');
  expect(await mailsTo(request, email, new RegExp(`^استرداد مبلغ للطلب ${refundNo}$`))).toBe(1);

  // Her order page shows the refund.
  await page.goto(`/my-account?tab=orders&order=${refundId}`);
  const refundSteps = page.getByRole('region', { name: 'مراحل الطلب' });
  const refundStep = refundSteps.locator('[data-step="refunded"]');
  await expect(refundStep).toContainText('مسترد');
  await expect(refundStep).toContainText('5.250');
});

/** How many mails to this address the outbox holds with this subject. */
async function mailsTo(request: APIRequestContext, address: string, subject: RegExp): Promise<number> {
  const list = (await (await request.get('/admin/api/manage/outbox?per_page=200')).json()) as {
    result: { to_address: string; subject: string }[];
  };
  return list.result.filter((mail) => mail.to_address === address && subject.test(mail.subject)).length;
}
