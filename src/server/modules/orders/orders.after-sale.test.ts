import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardAnswer, managedOrderAnswer, type ManagedOrder } from '#shared/api/manage-orders.ts';
import { checkoutQuoteAnswer, orderDetailsAnswer, type PlaceOrderBody } from '#shared/api/orders.ts';
import { cartWith, insertArtwork, insertCurrencies, placeOrder } from '#tests/factories/commerce.ts';
import { expectRefusal } from '#tests/factories/index.ts';
import { pdfText } from '#tests/factories/pdf-text.ts';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { auditEntries } from '#tests/factories/staff.ts';

/**
 * What follows the sale: each step of the order written to the collector in the language of the
 * checkout, the parcel's carrier and tracking number, refunds in full or in part, and revenue that
 * moves only with payments and refunds. On the engine the suite runs on.
 */
const t = manageRouteTest({ env: { PUBLIC_URL: 'https://baitalfann.test' }, signIn: ['owner'] });
const { call } = t;

beforeAll(async () => {
  await insertCurrencies(t.db);
});

/** A guest checkout of one new work at `price` baisa, in the storefront language `language`. */
async function placeIn(language: string, price: number, overrides: Partial<PlaceOrderBody> = {}) {
  const artwork = await insertArtwork(t.db, { name: `Wadi Light ${price}`, price });
  const email = `collector-${crypto.randomUUID().slice(0, 8)}@example.om`;
  const { order_id, order_no } = await placeOrder(t.app, {
    lines: [artwork.id],
    checkout: { contact: { full_name: 'Laila Al Said', email, phone: '+968 9123 4567' }, ...overrides },
    headers: { 'accept-language': language },
  });
  return { order_id, order_no, email, artworkId: artwork.id };
}

const mailsTo = (email: string) =>
  t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();

async function step(path: string, body: unknown): Promise<ManagedOrder> {
  const res = await call(path.endsWith('/status') ? 'PATCH' : 'POST', path, body);
  expect(res.statusCode, res.body).toBe(200);
  return managedOrderAnswer.parse(res.json()).result;
}

async function dashboard() {
  const res = await call('GET', '/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return dashboardAnswer.parse(res.json()).result.revenue;
}

describe('an order placed in Arabic, taken through every step', () => {
  it('writes one Arabic e-mail per step, right to left, with a plain-text part', async () => {
    const order = await placeIn('ar', 200_000);
    const ref = order.order_no;
    await step(`/orders/${ref}/status`, { status: 'confirmed' });
    await step(`/orders/${ref}/status`, { payment_status: 'paid' });
    const shipped = await step(`/orders/${ref}/ship`, { carrier: 'DHL', tracking_number: '1234567890' });
    const delivered = await step(`/orders/${ref}/status`, { fulfilment_status: 'delivered' });

    const mails = await mailsTo(order.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `طلبك ${ref} من معرض بيت الفن`,
      `تم تأكيد طلبك ${ref}`,
      `تم استلام الدفعة للطلب ${ref}`,
      `تم شحن طلبك ${ref}`,
      `تم تسليم طلبك ${ref}`,
    ]);
    for (const mail of mails) {
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).toContain('معرض بيت الفن');
      expect(mail.text).toContain(`رقم الطلب: ${ref}`);
      expect(mail.text).not.toMatch(/Booking no|Dear /);
    }
    const shippedMail = mails[3]!;
    expect(shippedMail.text).toContain('رقم التتبع: 1234567890');
    expect(shippedMail.text).toContain('شركة الشحن: DHL');
    expect(shippedMail.html).toContain('https://www.dhl.com/om-en/home/tracking.html?tracking-id=1234567890');
    expect(mails[2]!.text).toContain('OMR 210.000');

    expect(shipped.timeline).toMatchObject({ carrier: 'DHL', tracking_number: '1234567890' });
    expect(shipped.timeline.tracking_url).toContain('tracking-id=1234567890');
    expect(delivered.language).toBe('ar');
    for (const at of ['confirmed_at', 'paid_at', 'shipped_at', 'delivered_at'] as const) {
      expect(delivered.timeline[at]).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(delivered.timeline.cancelled_at).toBeNull();

    // The collector's own page shows the same timeline.
    const page = await t.app.inject({ method: 'GET', url: `/admin/api/order_details/${order.order_id}` });
    const details = orderDetailsAnswer.parse(page.json()).result;
    expect(details.timeline).toEqual(delivered.timeline);

    const audit = (await auditEntries(t.db)).filter((a) => a.entity_id === ref);
    expect(audit.map((a) => a.detail).join('\n')).toContain('DHL, tracking 1234567890');
  });

  it('writes in French and German, and in English for a language the gallery does not write in', async () => {
    for (const [language, subject] of [
      ['fr-FR,fr;q=0.9', 'Votre commande {no} à la galerie Bait Al Fann'],
      ['de', 'Ihre Bestellung {no} bei der Galerie Bait Al Fann'],
      ['ja', 'Your order {no} at Bait Al Fann Gallery'],
    ] as const) {
      const order = await placeIn(language, 50_000);
      await step(`/orders/${order.order_no}/status`, { status: 'confirmed' });
      const mails = await mailsTo(order.email);
      expect(mails[0]!.subject).toBe(subject.replace('{no}', order.order_no));
      expect(mails).toHaveLength(2);
    }
  });

  it('links no tracking page for a carrier it does not know, but still gives the number', async () => {
    const order = await placeIn('en', 40_000);
    await step(`/orders/${order.order_no}/status`, { status: 'confirmed' });
    const shipped = await step(`/orders/${order.order_no}/ship`, {
      carrier: 'Asyad Express',
      tracking_number: 'AX-77',
    });
    expect(shipped.fulfilment_status).toBe('shipped');
    expect(shipped.timeline.tracking_url).toBeNull();
    const mail = (await mailsTo(order.email)).at(-1)!;
    expect(mail.subject).toBe(`Your order ${order.order_no} has shipped`);
    expect(mail.text).toContain('Carrier: Asyad Express');
    expect(mail.text).toContain('Tracking number: AX-77');
    expect(mail.text).not.toContain('Track your parcel');
  });

  it('refuses to ship an unconfirmed or already shipped order, and bad shipments, changing nothing', async () => {
    const order = await placeIn('en', 40_000);
    const ref = order.order_no;
    await expectRefusal(
      await call('POST', `/orders/${ref}/ship`, { carrier: 'DHL', tracking_number: '1' }),
      409,
      'fulfilment_status',
    );
    await step(`/orders/${ref}/status`, { status: 'confirmed' });
    await expectRefusal(
      await call('POST', `/orders/${ref}/ship`, { carrier: '', tracking_number: '1' }),
      400,
      'carrier',
    );
    await expectRefusal(await call('POST', `/orders/${ref}/ship`, { carrier: 'DHL' }), 400, 'tracking_number');
    await expectRefusal(
      await call('POST', `/orders/${ref}/ship`, { carrier: 'DHL', tracking_number: '<script>' }),
      400,
      'tracking_number',
    );
    await step(`/orders/${ref}/ship`, { carrier: 'DHL', tracking_number: '1' });
    await expectRefusal(
      await call('POST', `/orders/${ref}/ship`, { carrier: 'DHL', tracking_number: '2' }),
      409,
      'fulfilment_status',
    );
    expect((await mailsTo(order.email)).map((m) => m.subject.split(' ').at(-1))).toEqual([
      'Gallery',
      'confirmed',
      'shipped',
    ]);
  });

  it('tells the collector of a cancellation once, in their language', async () => {
    const order = await placeIn('de', 30_000);
    await step(`/orders/${order.order_no}/cancel`, undefined);
    await step(`/orders/${order.order_no}/cancel`, undefined);
    const mails = await mailsTo(order.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Ihre Bestellung ${order.order_no} bei der Galerie Bait Al Fann`,
      `Ihre Bestellung ${order.order_no} wurde storniert`,
    ]);
  });
});

describe('delivered and cancelled, in the order’s language', () => {
  it('writes the delivery in French and the cancellation in Arabic, each with its text part', async () => {
    const fr = await placeIn('fr', 35_000);
    await step(`/orders/${fr.order_no}/status`, { status: 'confirmed' });
    await step(`/orders/${fr.order_no}/ship`, { carrier: 'Aramex', tracking_number: 'AR-1' });
    await step(`/orders/${fr.order_no}/status`, { fulfilment_status: 'delivered' });
    const delivered = (await mailsTo(fr.email)).at(-1)!;
    expect(delivered.subject).toBe(`Votre commande ${fr.order_no} a été livrée`);
    expect(delivered.html).toContain('<html lang="fr" dir="ltr">');
    expect(delivered.html).toContain('Nous espérons que l’œuvre vous comblera.');
    expect(delivered.text).toContain(`Votre commande ${fr.order_no} a été livrée.`);
    expect(delivered.text).toContain('Bonjour Laila Al Said,');

    const ar = await placeIn('ar', 36_000);
    await step(`/orders/${ar.order_no}/cancel`, undefined);
    const cancelled = (await mailsTo(ar.email)).at(-1)!;
    expect(cancelled.subject).toBe(`تم إلغاء طلبك ${ar.order_no}`);
    expect(cancelled.html).toContain('<html lang="ar" dir="rtl">');
    expect(cancelled.text).toContain('إن كنت قد دفعت، فسنعيد إليك المبلغ.');
    expect(cancelled.text).toContain('عزيزنا Laila Al Said،');
    expect(cancelled.text).not.toMatch(/cancelled|Dear/);
  });
});

describe('refunds and revenue', () => {
  it('moves revenue only with payments and refunds, in part or in full', async () => {
    const start = await dashboard();
    const order = await placeIn('ar', 200_000); // 210.000 with VAT, delivery free from 200 OMR
    const ref = order.order_no;
    expect((await dashboard()).this_month).toBe(start.this_month);
    expect((await dashboard()).awaiting_payment.total - start.awaiting_payment.total).toBe(210_000);

    await expectRefusal(
      await call('POST', `/orders/${ref}/refund`, { amount: 1_000, reason: 'Frame' }),
      409,
      'payment_status',
    );
    await step(`/orders/${ref}/status`, { status: 'confirmed', payment_status: 'paid' });
    const paid = await dashboard();
    expect(paid.this_month - start.this_month).toBe(210_000);
    expect(paid.orders_this_month - start.orders_this_month).toBe(1);
    expect(paid.awaiting_payment.total).toBe(start.awaiting_payment.total);

    const partial = await step(`/orders/${ref}/refund`, { amount: 25_000, reason: 'إطار متضرر' });
    expect(partial.payment_status).toBe('paid');
    expect(partial.timeline.refunded_total).toBe(25_000);
    expect(partial.timeline.refunds).toEqual([
      expect.objectContaining({ amount: 25_000, reason: 'إطار متضرر', staff_name: 'Maryam Owner' }),
    ]);
    const afterPartial = await dashboard();
    expect(afterPartial.this_month - start.this_month).toBe(185_000);
    expect(afterPartial.refunded_this_month - start.refunded_this_month).toBe(25_000);

    const refundMail = (await mailsTo(order.email)).at(-1)!;
    expect(refundMail.subject).toBe(`استرداد مبلغ للطلب ${ref}`);
    expect(refundMail.text).toContain('OMR 25.000');
    expect(refundMail.text).toContain('السبب: إطار متضرر');
    expect(refundMail.text).toContain('هذا استرداد جزئي');

    await expectRefusal(
      await call('POST', `/orders/${ref}/refund`, { amount: 185_001, reason: 'Too much' }),
      400,
      'amount',
    );
    await expectRefusal(await call('POST', `/orders/${ref}/refund`, { amount: 0, reason: 'None' }), 400, 'amount');
    await expectRefusal(
      await call('POST', `/orders/${ref}/refund`, { amount: 2 ** 31, reason: 'Huge' }),
      400,
      'amount',
    );
    await expectRefusal(await call('POST', `/orders/${ref}/refund`, { amount: 1_000, reason: ' ' }), 400, 'reason');

    const full = await step(`/orders/${ref}/refund`, { amount: 185_000, reason: 'Returned' });
    expect(full.payment_status).toBe('refunded');
    expect(full.timeline.refunded_total).toBe(210_000);
    expect((await dashboard()).this_month).toBe(start.this_month);
    await expectRefusal(
      await call('POST', `/orders/${ref}/refund`, { amount: 1, reason: 'Again' }),
      409,
      'payment_status',
    );
    const last = (await mailsTo(order.email)).at(-1)!;
    expect(last.text).not.toContain('هذا استرداد جزئي');
  });

  it('counts a refund marked through the payment state as the rest of the total', async () => {
    const start = await dashboard();
    const order = await placeIn('en', 300_000); // 315.000
    await step(`/orders/${order.order_no}/status`, { status: 'confirmed', payment_status: 'paid' });
    await step(`/orders/${order.order_no}/refund`, { amount: 3_000, reason: 'Discount agreed' });
    const refunded = await step(`/orders/${order.order_no}/status`, { payment_status: 'refunded' });
    expect(refunded.timeline.refunded_total).toBe(315_000);
    expect(refunded.timeline.refunds.map((r) => r.amount)).toEqual([3_000, 312_000]);
    expect((await dashboard()).this_month).toBe(start.this_month);
    const mail = (await mailsTo(order.email)).at(-1)!;
    expect(mail.subject).toBe(`Refund for order ${order.order_no}`);
    expect(mail.text).toContain('We have refunded OMR 312.000');
  });
});

describe('VAT by destination', () => {
  it('charges no VAT to the UAE by default, and the owner’s rate once set, alike in quote, order, e-mail and invoice', async () => {
    const toDubai = { country: 'AE', city: 'Dubai', line1: 'Villa 7, Street 12, Jumeirah 1' };
    const quote = async (session: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/admin/api/order/quote/${session}?country=AE` });
      expect(res.statusCode, res.body).toBe(200);
      return checkoutQuoteAnswer.parse(res.json());
    };
    const untaxed = await placeIn('en', 250_000, { shipping_address: toDubai });
    const order = await step(`/orders/${untaxed.order_no}/status`, { status: 'confirmed' });
    expect([order.tax_rate, order.tax, order.total]).toEqual(['0', 0, 250_000]);
    const mail = (await mailsTo(untaxed.email))[0]!;
    expect(mail.text).toContain('VAT (0%): OMR 0.000');

    const set = await call('PUT', '/settings', { export_tax_rates: { gcc: '5' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().result.export_tax_rates).toEqual({ gcc: '5', world: '0' });
    await expectRefusal(
      await call('PUT', '/settings', { export_tax_rates: { gcc: '101' } }),
      400,
      'export_tax_rates.gcc',
    );

    const artwork = await insertArtwork(t.db, { price: 250_000 });
    const session = await cartWith(t.app, [artwork.id]);
    expect((await quote(session)).tax_price).toBe(12_500);
    const taxed = await placeIn('en', 250_000, { shipping_address: toDubai });
    const after = await step(`/orders/${taxed.order_no}/status`, { status: 'confirmed' });
    expect([after.tax_rate, after.tax, after.total]).toEqual(['5', 12_500, 262_500]);

    await call('PUT', '/settings', { export_tax_rates: { gcc: '0' } });
  });
});

describe('the invoice as a PDF', () => {
  it('goes with the payment mail, kept in the outbox, naming the order', async () => {
    const order = await placeIn('fr', 120_000);
    await step(`/orders/${order.order_no}/status`, { status: 'confirmed' });
    const paidOrder = await step(`/orders/${order.order_no}/status`, { payment_status: 'paid' });
    const mails = await mailsTo(order.email);
    const attachmentsOf = (mailId: number) =>
      t.db.selectFrom('mail_attachment').selectAll().where('mail_id', '=', mailId).execute();
    const paid = mails.find((m) => m.subject === `Paiement reçu pour la commande ${order.order_no}`)!;
    const files = await attachmentsOf(paid.id);
    expect(files.map((f) => [f.filename, f.content_type])).toEqual([
      [`invoice-${order.order_no}.pdf`, 'application/pdf'],
    ]);
    const pdf = Buffer.from(files[0]!.content_base64, 'base64');
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(pdf)).getTitle()).toBe(`Invoice ${order.order_no}`);
    const text = (await pdfText(pdf)).join('\n');
    expect(text).toContain(`Invoice no.${order.order_no}`);
    expect(text).toContain('Laila Al Said');
    expect(text).toContain(`TotalOMR ${(paidOrder.total / 1000).toFixed(3)}`);
    expect(text).toContain('Wadi Light 120000');
    // The other steps' mails carry nothing.
    for (const mail of mails.filter((m) => m.id !== paid.id)) expect(await attachmentsOf(mail.id)).toEqual([]);
  });

  it('prints an Arabic name and address in Arabic letters, not as question marks', async () => {
    const name = 'ليلى البوسعيدي';
    const order = await placeIn('ar', 70_000, {
      contact: { full_name: name, email: 'laila.ar@example.om', phone: '+968 9123 4567' },
      shipping_address: {
        country: 'OM',
        governorate: 'مسقط',
        wilayat: 'بوشر',
        city: 'الخوير',
        line1: 'شارع 3021، منزل 14',
        postal_code: '133',
      },
    });
    const res = await call('GET', `/orders/${order.order_no}/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    // A PDF holds glyphs in the order they are drawn, left to right: an Arabic run reads reversed,
    // its numbers not (lib/visual-runs.ts).
    const drawn = (arabic: string) => [...arabic].reverse().join('');
    expect(text).toContain(drawn(name));
    expect(text.join('\n')).toContain(`Invoice no.${order.order_no}`);
    const address = text.find((line) => line.includes(drawn('الخوير')))!;
    expect(address).toContain('3021');
    expect(address).not.toContain('1203');
    expect(text.join('\n')).not.toContain('?');
  });

  it('prints the VAT registration number only when the gallery has one, with no empty line', async () => {
    const order = await placeIn('en', 45_000);
    const pdfOf = async () =>
      (await pdfText((await call('GET', `/orders/${order.order_no}/invoice.pdf`)).rawPayload)).join('\n');
    const without = await pdfOf();
    expect(without).not.toMatch(/VAT registration|TAX INVOICE/);
    expect(without).toContain('INVOICE');
    expect((await call('PUT', '/settings', { vat_number: 'OM1100012345' })).statusCode).toBe(200);
    const withNumber = await pdfOf();
    expect(withNumber).toContain('TAX INVOICE');
    expect(withNumber).toContain('VAT registration no. OM1100012345');
    expect((await call('PUT', '/settings', { vat_number: '' })).statusCode).toBe(200);
  });

  it('downloads for staff as application/pdf, and only for its own customer from the account', async () => {
    const order = await placeIn('en', 90_000);
    const res = await call('GET', `/orders/${order.order_no}/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.order_no}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe(`Invoice ${order.order_no}`);
    expect((await call('GET', '/orders/BAF-2000-999999/invoice.pdf')).statusCode).toBe(404);

    // A guest's order is nobody's account's: a signed-in customer gets 404, a visitor 401.
    const asVisitor = await t.app.inject({
      method: 'GET',
      url: `/admin/api/user/orders/${order.order_id}/invoice.pdf`,
    });
    expect(asVisitor.statusCode).toBe(401);
  });
});
