import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderBody } from '#shared/api/orders.ts';
import { buildTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { insertArtwork, insertCustomer, json, placeOrder, startSmtpServer } from '#tests/factories/commerce.ts';
import { orderConfirmationMail } from './orders.mail.ts';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

async function waitFor<T>(read: () => Promise<T | undefined>, what: string, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function placeOne(t: TestApp, checkout: Partial<PlaceOrderBody> = {}) {
  const artwork = await insertArtwork(t.db, { name: 'Jebel Shams, Evening', price: 80_000 });
  return placeOrder(t.app, { lines: [artwork.id], checkout });
}

const outboxRow = (t: TestApp, subjectPart: string, status: string) => async () =>
  t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('subject', 'like', `%${subjectPart}%`)
    .where('status', '=', status as 'sent')
    .executeTakeFirst();

describe('confirmation e-mail through SMTP', () => {
  let smtp: Smtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Bait Al Fann <orders@baitalfann.test>',
      PUBLIC_URL: 'https://baitalfann.test',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the order confirmation as HTML and text after the commit, and records it as sent', async () => {
    const { order_no, order_id } = await placeOne(t, {
      contact: { full_name: '<b>Huda</b> & Sons', email: 'huda@example.om', phone: '+968 9000 0000' },
      payment_method: 'bank_transfer',
    });
    const row = await waitFor(outboxRow(t, order_no, 'sent'), 'the mail to be sent');
    expect(row.sent_at).not.toBeNull();
    const mail = await waitFor(
      async () => smtp.received.find((m) => m.raw.includes(order_no)),
      'the SMTP server to receive it',
    );
    expect(mail.to).toEqual(['huda@example.om']);
    expect(mail.from).toBe('orders@baitalfann.test');
    expect(mail.raw).toMatch(/^Subject: Your order BAF-\d{4}-\d{6} at Bait Al Fann Gallery/m);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    // The stored copy shows what was sent: the buyer's name escaped in HTML, the bank details, the link.
    expect(row.html).toContain('&lt;b&gt;Huda&lt;/b&gt; &amp; Sons');
    expect(row.html).not.toContain('<b>Huda</b>');
    expect(row.text).toContain('IBAN');
    expect(row.text).toContain(`https://baitalfann.test/confirmation/${order_id}`);
  });

  it('sends the password reset link the same way', async () => {
    const customer = await insertCustomer(t.db, { email: 'reset-smtp@example.om' });
    const res = await json(t.app, 'POST', '/admin/api/user/forgotPassword', { email: customer.email });
    expect(res.statusCode).toBe(200);
    const mail = await waitFor(async () => smtp.received.find((m) => m.to.includes(customer.email)), 'the reset mail');
    expect(mail.raw).toContain('login-register?reset=');
    await waitFor(outboxRow(t, 'Reset your', 'sent'), 'the reset mail to be marked sent');
  });
});

describe('when the mail server is down', () => {
  it('still places the order and keeps the mail in the outbox as failed, with the error', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const { order_no } = await placeOne(t);
      const row = await waitFor(outboxRow(t, order_no, 'failed'), 'the delivery to fail');
      expect(row.error).toBeTruthy();
      expect(row.sent_at).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('orderConfirmationMail', () => {
  const order = {
    order_no: 'BAF-2026-000123',
    public_id: 'abcDEF123_-abcDEF123_-',
    created_at: '2026-03-01T21:30:00.000Z',
    email: 'a@example.om',
    full_name: 'Aisha',
    phone: '+968 9123 4567',
    country: 'OM',
    governorate: 'Muscat',
    wilayat: 'Bawshar',
    city: 'Al Khuwair',
    line1: 'Way 3021',
    line2: null,
    postal_code: '133',
    payment_method: 'cod' as const,
    sub_total: 180_000,
    delivery_charge: 0,
    tax: 9_000,
    total: 189_000,
    tax_rate: '5',
    display_currency: 'EUR',
  };
  const lines = [
    {
      product_name: 'Dunes',
      product_size: '60 x 80 cm',
      product_medium: 'Oil on canvas',
      product_color: null,
      quantity: 1,
      unit_price: 180_000,
    },
  ];

  it('gives the booking number, date in Muscat, amounts in OMR and the converted total', () => {
    const mail = orderConfirmationMail({
      order,
      lines,
      currency: { code: 'EUR', rate: '2.3810', decimals: 2 },
      bankTransferInstructions: 'IBAN ...',
      publicUrl: 'https://baitalfann.om/',
    });
    expect(mail.subject).toBe('Your order BAF-2026-000123 at Bait Al Fann Gallery');
    // 21:30 UTC is already the next day in Muscat.
    expect(mail.text).toContain('Booking date: 2 March 2026');
    expect(mail.text).toContain('- Dunes (60 x 80 cm, Oil on canvas): 1 x OMR 180.000');
    expect(mail.text).toContain('Shipping: free');
    expect(mail.text).toContain('Total: OMR 189.000 (about EUR 450.01)');
    expect(mail.text).toContain('You pay when your artwork is delivered.');
    expect(mail.text).not.toContain('IBAN');
    expect(mail.text).toContain('https://baitalfann.om/confirmation/abcDEF123_-abcDEF123_-');
    expect(mail.html).toContain('BAF-2026-000123');
  });

  it('gives the converted total as checkout showed it: the rial total converted once', () => {
    const mail = orderConfirmationMail({
      order: { ...order, sub_total: 95_000, delivery_charge: 3_000, tax: 4_900, total: 102_900 },
      lines: [{ ...lines[0]!, unit_price: 95_000 }],
      currency: { code: 'GBP', rate: '2.0450', decimals: 2 },
      bankTransferInstructions: '',
      publicUrl: 'https://baitalfann.om',
    });
    // 102.900 OMR converted once, though £194.28 + £6.14 + £10.02 shown add up to 210.44.
    expect(mail.text).toContain('Total: OMR 102.900 (about GBP 210.43)');
    expect(mail.html).toContain('That is about GBP 210.43 at today');
  });
});
