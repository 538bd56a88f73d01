import { beforeAll, describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';
import { setSettings } from '#tests/factories/gallery.ts';
import { expectRefusal } from '#tests/factories/http.ts';
import { cartAnswer } from '#shared/api/cart.ts';
import {
  checkoutQuoteAnswer,
  orderDetailsAnswer,
  orderListAnswer,
  placeOrderAnswer,
  priceChangedBody,
  type PlaceOrderBody,
} from '#shared/api/orders.ts';
import { buildTestApp } from '#tests/setup/test-app.ts';
import {
  cartWith,
  checkoutBody,
  freshIp,
  insertArtwork,
  insertCurrencies,
  insertCustomer,
  insertPrint,
  json,
  loginToken,
  newSessionId,
  placeOrder,
  sizeStock,
  stockOf,
} from '#tests/factories/commerce.ts';
import { muscatYear } from '#shared/muscat-day.ts';
import { cancelOrder } from './orders.service.ts';

const t = routeTest({ PUBLIC_URL: 'https://baitalfann.test' });
beforeAll(async () => {
  await insertCurrencies(t.db);
});

// A fresh client address per call keeps the per-IP limit of /order/place out of these tests.
const place = (body: unknown, token?: string) => json(t.app, 'POST', '/admin/api/order/place', body, token, freshIp());
const details = async (orderId: string) => {
  const res = await json(t.app, 'GET', `/admin/api/order_details/${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return orderDetailsAnswer.parse(res.json()).result;
};
const orderCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('customer_order')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /order/place', () => {
  it('places the order from the server cart, reserving stock and copying the lines', async () => {
    const painting = await insertArtwork(t.db, {
      name: 'Wadi Shab at Noon',
      price: 150_000,
      discount: 20,
      width_cm: 90,
      height_cm: 60.5,
      orientation: 'landscape',
      medium: 'Acrylic on linen',
      withImage: true,
    });
    const print = await insertPrint(t.db, [{ color: 'white', sizes: [{ name: '50 x 70 cm', stock: 4 }] }], {
      price: 30_000,
    });
    const answer = await placeOrder(t.app, {
      lines: [painting.id, [print.id, { color: 'white', size: '50 x 70 cm', quantity: 2 }]],
      checkout: { display_currency: 'EUR', notes: 'Please call before delivery.' },
    });
    expect(answer.message).toMatch(/received/);
    expect(answer.order_no).toMatch(new RegExp(`^BAF-${muscatYear()}-\\d{6}$`));
    expect(answer.order_id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    expect(await stockOf(t.db, painting.id)).toEqual({ stock: 0, availability: 'reserved' });
    expect(await sizeStock(t.db, print.id, 'white', '50 x 70 cm')).toBe(2);
    expect(
      cartAnswer.parse((await json(t.app, 'GET', `/admin/api/cart/list/${answer.session}`)).json()).result,
    ).toEqual([]);

    const order = await details(answer.order_id);
    // 120.000 + 2 × 30.000 = 180.000, below the 200.000 threshold: Oman shipping 3.000, VAT 5% of 183.000.
    expect(order).toMatchObject({
      order_id: answer.order_id,
      order_no: answer.order_no,
      sub_total: 180_000,
      delivery_charge: 3_000,
      tax: 9_150,
      total_amount: 192_150,
      payment_type: 'Cash on delivery',
      payment_method: 'cod',
      status: 'placed',
      payment_status: 'unpaid',
      fulfilment_status: 'unfulfilled',
      display_currency: 'EUR',
      display_rate: '2.3912',
      bank_transfer_instructions: null,
      // Where it goes, as given at checkout: the confirmation page shows it as the mail does.
      delivery: {
        full_name: 'Aisha Al Balushi',
        email: 'aisha@example.om',
        phone: '+968 9123 4567',
        country: 'OM',
        governorate: 'Muscat',
        wilayat: 'Bawshar',
        city: 'Al Khuwair',
        line1: 'Way 3021, House 14',
        line2: null,
        postal_code: '133',
      },
      notes: 'Please call before delivery.',
    });
    expect(Date.parse(order.booking_date)).toBeGreaterThan(Date.now() - 60_000);
    const byName = Object.fromEntries(order.products.map((p) => [p.product_name, p]));
    expect(byName['Wadi Shab at Noon']).toMatchObject({
      product_slug: painting.product_slug,
      product_size: '90 × 60.5 cm',
      product_medium: 'Acrylic on linen',
      product_orientation: 'landscape',
      product_color: '',
      product_quantity: 1,
      product_price: 120_000,
    });
    expect(byName['Wadi Shab at Noon']!.product_image).toMatch(/^\/media\/.+\.webp$/);
    expect(byName[print.name]).toMatchObject({
      product_size: '50 x 70 cm',
      product_color: 'white',
      product_quantity: 2,
      product_price: 30_000,
    });

    const row = await t.db
      .selectFrom('customer_order')
      .selectAll()
      .where('public_id', '=', answer.order_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      shipping_zone: 'oman',
      notes: 'Please call before delivery.',
      customer_id: null,
      tax_rate: '5',
      email: 'aisha@example.om',
    });

    // The confirmation is kept in the outbox when no SMTP server is configured.
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', 'like', `%${answer.order_no}%`)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: 'aisha@example.om', status: 'stored' });
    expect(mail.text).toContain(answer.order_no);
    expect(mail.text).toContain('OMR 192.150');
    expect(mail.text).toContain(`https://baitalfann.test/confirmation/${answer.order_id}`);
    expect(mail.html).toContain('Wadi Shab at Noon');

    // Later catalogue edits do not rewrite the order.
    await t.db.updateTable('artwork').set({ name: 'Renamed', price: 1 }).where('id', '=', painting.id).execute();
    expect((await details(answer.order_id)).products.map((p) => p.product_name)).toContain('Wadi Shab at Noon');
  });

  it('charges the zone of the country, free above the threshold, and shows bank details for a transfer', async () => {
    const cases: [string, number, number][] = [
      ['AE', 10_000, 12_000],
      ['SA', 10_000, 12_000],
      ['GB', 10_000, 35_000],
      ['US', 250_000, 0],
    ];
    for (const [country, price, shipping] of cases) {
      const artwork = await insertArtwork(t.db, { price });
      const { order_id } = await placeOrder(t.app, {
        lines: [artwork.id],
        checkout: {
          payment_method: 'bank_transfer',
          shipping_address: { country, city: 'Somewhere', line1: '1 Main Street' },
        },
      });
      const order = await details(order_id);
      expect(order.delivery_charge, country).toBe(shipping);
      // VAT by destination: 5% in Oman, none on exports by default.
      expect(order.tax).toBe(country === 'OM' ? Math.round((price + shipping) * 0.05) : 0);
      expect(order.payment_type).toBe('Bank transfer');
      expect(order.bank_transfer_instructions).toMatch(/IBAN/);
    }
  });

  it('asks for the transfer only while it is awaited', async () => {
    const artwork = await insertArtwork(t.db, { price: 50_000 });
    const { order_id: publicId } = await placeOrder(t.app, {
      lines: [artwork.id],
      checkout: { payment_method: 'bank_transfer' },
    });
    expect((await details(publicId)).bank_transfer_instructions).toMatch(/IBAN/);
    await t.db
      .updateTable('customer_order')
      .set({ payment_status: 'paid' })
      .where('public_id', '=', publicId)
      .execute();
    expect((await details(publicId)).bank_transfer_instructions).toBeNull();
    await t.db
      .updateTable('customer_order')
      .set({ payment_status: 'unpaid', status: 'cancelled' })
      .where('public_id', '=', publicId)
      .execute();
    expect((await details(publicId)).bank_transfer_instructions).toBeNull();
  });

  it('ignores nothing silently: client amounts and unknown fields are refused', async () => {
    const artwork = await insertArtwork(t.db, { price: 99_000 });
    const session = await cartWith(t.app, [artwork.id]);
    for (const extra of [{ total_price: 1 }, { sub_total: 0 }, { unit_price: 1 }, { shipping_price: 0 }]) {
      expectRefusal(await place({ ...checkoutBody(session), ...extra }), 400);
    }
    expectRefusal(
      await place({ ...checkoutBody(session), contact: { ...checkoutBody(session).contact, discount: 100 } }),
      400,
    );
    expect(await stockOf(t.db, artwork.id)).toEqual({ stock: 1, availability: 'available' });
    expect(cartAnswer.parse((await json(t.app, 'GET', `/admin/api/cart/list/${session}`)).json()).result).toHaveLength(
      1,
    );
  });

  it('answers the same order for the same checkout submitted twice, and 409 for another body with the same key', async () => {
    const artwork = await insertArtwork(t.db);
    const session = await cartWith(t.app, [artwork.id]);
    const body = checkoutBody(session);
    const before = await orderCount();
    const first = placeOrderAnswer.parse((await place(body)).json());
    const againRes = await place({ ...body, contact: { ...body.contact, email: 'AISHA@example.om' } });
    expect(againRes.statusCode, againRes.body).toBe(200);
    const again = placeOrderAnswer.parse(againRes.json());
    expect(again.result).toEqual(first.result);
    expect(again.message).toMatch(/already/);
    expect(await orderCount()).toBe(before + 1);

    const other = expectRefusal(await place({ ...body, payment_method: 'bank_transfer' }), 409, 'idempotency_key');
    expect(other.message).toBe('This checkout was already submitted with different details.');
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses (409) a checkout whose shown total no longer holds, with the new figures to confirm', async () => {
    const artwork = await insertArtwork(t.db, { price: 100_000, name: 'Frankincense Road' });
    const session = await cartWith(t.app, [artwork.id]);
    const quote = checkoutQuoteAnswer.parse(
      (await json(t.app, 'GET', `/admin/api/order/quote/${session}?country=OM`)).json(),
    );
    // The price is raised while the collector reads the checkout.
    await t.db.updateTable('artwork').set({ price: 120_000 }).where('id', '=', artwork.id).execute();
    const before = await orderCount();
    const body = checkoutBody(session, { display_currency: 'OMR', expected_total: quote.total_price });
    const res = await place(body);
    const refusal = expectRefusal(res, 409, 'expected_total');
    expect(refusal.message).toMatch(/total has changed/i);
    const { totals } = priceChangedBody.parse(res.json());
    expect(totals).toEqual({ sub_total: 120_000, shipping_price: 3_000, tax_price: 6_150, total_price: 129_150 });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t.db, artwork.id)).toEqual({ stock: 1, availability: 'available' });

    // Confirmed at the new figures, the same checkout goes through; without a total, as before.
    const placed = await place({ ...body, expected_total: totals.total_price });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await details(placeOrderAnswer.parse(placed.json()).result.order_id)).total_amount).toBe(129_150);
    expectRefusal(await place({ ...body, expected_total: -1 }), 400, 'expected_total');
    expectRefusal(await place({ ...body, expected_total: 2 ** 31 }), 400, 'expected_total');
  });

  it('makes one order when the same checkout races itself', async () => {
    const artwork = await insertArtwork(t.db, { edition_type: 'open', stock: 10 });
    const session = await cartWith(t.app, [[artwork.id, { quantity: 2 }]]);
    const body = checkoutBody(session);
    const before = await orderCount();
    const results = await Promise.all([place(body), place(body), place(body)]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const ids = new Set(results.map((r) => placeOrderAnswer.parse(r.json()).result.order_id));
    expect(ids.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect((await stockOf(t.db, artwork.id)).stock).toBe(8);
  });

  it('refuses the whole order when a work sold meanwhile, changing nothing', async () => {
    const common = await insertArtwork(t.db, { edition_type: 'open', stock: 5, name: 'Sea Salt' });
    const contested = await insertArtwork(t.db, { name: 'The Last Dhow' });
    const mine = await cartWith(t.app, [[common.id, { quantity: 2 }], contested.id]);
    await placeOrder(t.app, { lines: [contested.id] });

    const before = await orderCount();
    const res = expectRefusal(await place(checkoutBody(mine)), 409);
    expect(res.message).toBe('Sorry, "The Last Dhow" has just been sold.');
    expect(await orderCount()).toBe(before);
    expect((await stockOf(t.db, common.id)).stock).toBe(5);
    const cart = cartAnswer.parse((await json(t.app, 'GET', `/admin/api/cart/list/${mine}`)).json());
    expect(cart.result.map((i) => [i.product_name, i.purchasable])).toEqual([
      ['Sea Salt', true],
      ['The Last Dhow', false],
    ]);
  });

  it('refuses a quantity above what is left, and works that were withdrawn', async () => {
    const edition = await insertArtwork(t.db, { edition_type: 'limited', stock: 3, name: 'Edition' });
    const session = await cartWith(t.app, [[edition.id, { quantity: 3 }]]);
    await t.db.updateTable('artwork').set({ stock: 2 }).where('id', '=', edition.id).execute();
    expect(expectRefusal(await place(checkoutBody(session)), 409, 'quantity').message).toMatch(
      /only 2 of "Edition" are left/,
    );

    const withdrawn = await insertArtwork(t.db, { name: 'On Hold' });
    const s2 = await cartWith(t.app, [withdrawn.id]);
    await t.db.updateTable('artwork').set({ availability: 'reserved' }).where('id', '=', withdrawn.id).execute();
    expect(expectRefusal(await place(checkoutBody(s2)), 409).message).toMatch(/no longer available/);
  });

  it('refuses an empty or unknown cart with 400', async () => {
    expectRefusal(await place(checkoutBody(newSessionId())), 400, 'session_id');
    const session = await cartWith(t.app, [(await insertArtwork(t.db)).id]);
    await json(t.app, 'POST', '/admin/api/cart/delete_all', { session_id: session });
    expect(expectRefusal(await place(checkoutBody(session)), 400).message).toBe('Your cart is empty.');
  });

  it('refuses broken input with 4xx naming the field, never 500', async () => {
    const session = await cartWith(t.app, [(await insertArtwork(t.db)).id]);
    const good = checkoutBody(session);
    const cases: [string, unknown, string?][] = [
      ['no key', { ...good, idempotency_key: undefined }, 'idempotency_key'],
      ['bad key', { ...good, idempotency_key: 'not-a-uuid' }, 'idempotency_key'],
      ['no contact', { ...good, contact: undefined }, 'contact'],
      ['bad email', { ...good, contact: { ...good.contact, email: 'nope' } }, 'contact.email'],
      ['empty name', { ...good, contact: { ...good.contact, full_name: ' ' } }, 'contact.full_name'],
      ['bad phone', { ...good, contact: { ...good.contact, phone: '<script>' } }, 'contact.phone'],
      [
        'bad country',
        { ...good, shipping_address: { ...good.shipping_address, country: 'Oman' } },
        'shipping_address.country',
      ],
      [
        'no line1',
        { ...good, shipping_address: { ...good.shipping_address, line1: undefined } },
        'shipping_address.line1',
      ],
      ['card payment', { ...good, payment_method: 'card' }, 'payment_method'],
      ['bad currency', { ...good, display_currency: 'EURO' }, 'display_currency'],
      ['huge notes', { ...good, notes: 'x'.repeat(5000) }, 'notes'],
      ['number as session', { ...good, session_id: 12345678 }, 'session_id'],
      ['array', [good]],
      ['string', 'order'],
    ];
    for (const [name, body, field] of cases) {
      const res = await place(body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expectRefusal(res, 400, field);
    }
    expectRefusal(await place({ ...good, display_currency: 'JPY' }), 400, 'display_currency');
    expectRefusal(
      await t.app.inject({
        method: 'POST',
        url: '/admin/api/order/place',
        payload: '{"session_id":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
    expect(
      await t.db
        .selectFrom('customer_order')
        .select('id')
        .where('idempotency_key', '=', good.idempotency_key)
        .execute(),
    ).toEqual([]);
  });

  it('limits checkouts per IP address', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 30; i++)
      expect((await json(t.app, 'POST', '/admin/api/order/place', {}, undefined, ip)).statusCode).toBe(400);
    expectRefusal(await json(t.app, 'POST', '/admin/api/order/place', {}, undefined, ip), 429);
  });

  it('refuses a payment method the gallery switched off', async () => {
    const other = await buildTestApp();
    try {
      await setSettings(other, { payment_methods: ['bank_transfer'] });
      const artwork = await insertArtwork(other.db);
      const { res } = await placeOrder(other.app, { lines: [artwork.id], refused: true });
      expectRefusal(res, 400, 'payment_method');
      expect((await stockOf(other.db, artwork.id)).stock).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('GET /order/quote/{session_id}', () => {
  it('prices the cart for the zone of the country, exactly as the order will be charged', async () => {
    const artwork = await insertArtwork(t.db, { price: 40_000 });
    const session = await cartWith(t.app, [artwork.id]);
    const quote = async (query: string) => {
      const res = await json(t.app, 'GET', `/admin/api/order/quote/${session}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return checkoutQuoteAnswer.parse(res.json());
    };
    const cases: [string, string, number][] = [
      ['', 'oman', 3_000],
      ['?country=om', 'oman', 3_000],
      ['?country=AE', 'gcc', 12_000],
      ['?country=FR', 'world', 35_000],
    ];
    for (const [query, zone, shipping] of cases) {
      const answer = await quote(query);
      expect(answer, query).toMatchObject({ shipping_zone: zone, sub_total: 40_000, shipping_price: shipping });
      // VAT by destination: 5% in Oman, none on exports by default.
      expect(answer.tax_price).toBe(zone === 'oman' ? Math.round((40_000 + shipping) * 0.05) : 0);
      expect(answer.total_price).toBe(40_000 + shipping + answer.tax_price);
      expect(answer.payment_methods).toEqual(['cod', 'bank_transfer']);
      expect(answer.result.map((l) => l.product_id)).toEqual([artwork.id]);
    }
    const toFrance = await quote('?country=FR');
    const res = await place(
      checkoutBody(session, { shipping_address: { country: 'FR', city: 'Paris', line1: '1 rue de Rivoli' } }),
    );
    const order = await details(placeOrderAnswer.parse(res.json()).result.order_id);
    expect([order.sub_total, order.delivery_charge, order.tax, order.total_amount]).toEqual([
      toFrance.sub_total,
      toFrance.shipping_price,
      toFrance.tax_price,
      toFrance.total_price,
    ]);
  });

  it('answers an empty cart for an unknown session and refuses a country that is not one', async () => {
    const empty = await json(t.app, 'GET', `/admin/api/order/quote/${newSessionId()}?country=OM`);
    expect(checkoutQuoteAnswer.parse(empty.json())).toMatchObject({ result: [], total_price: 0, shipping_price: 0 });
    expectRefusal(await json(t.app, 'GET', `/admin/api/order/quote/${newSessionId()}?country=EU`), 400, 'country');
    expectRefusal(await json(t.app, 'GET', '/admin/api/order/quote/x'), 400);
  });
});

describe('order numbers', () => {
  const fresh = routeTest();
  it('counts up within the year and starts again at 1 in a new year', async () => {
    const year = muscatYear();
    const placeOne = async () =>
      (await placeOrder(fresh.app, { lines: [(await insertArtwork(fresh.db)).id] })).order_no;
    expect(await placeOne()).toBe(`BAF-${year}-000001`);
    expect(await placeOne()).toBe(`BAF-${year}-000002`);
    // Pretend those two were placed last year.
    for (const n of [1, 2]) {
      await fresh.db
        .updateTable('customer_order')
        .set({ order_no: `BAF-${year - 1}-00000${n}` })
        .where('order_no', '=', `BAF-${year}-00000${n}`)
        .execute();
    }
    expect(await placeOne()).toBe(`BAF-${year}-000001`);
    expect(await placeOne()).toBe(`BAF-${year}-000002`);
  });
});

describe('reading orders', () => {
  it('answers 404 for an unknown public id and 400 for a malformed one', async () => {
    expectRefusal(await json(t.app, 'GET', '/admin/api/order_details/AAAAAAAAAAAAAAAAAAAAAA'), 404);
    expectRefusal(await json(t.app, 'GET', '/admin/api/order_details/1'), 400, 'orderId');
    expectRefusal(
      await json(t.app, 'GET', `/admin/api/order_details/${encodeURIComponent("1' or '1'='1")}`),
      400,
      'orderId',
    );
  });

  it('lists a customer’s own orders and shows only their own', async () => {
    const buyer = await insertCustomer(t.db);
    const stranger = await insertCustomer(t.db);
    const buyerToken = await loginToken(t.app, buyer.email);
    const strangerToken = await loginToken(t.app, stranger.email);
    const artwork = await insertArtwork(t.db, { price: 40_000 });
    const { order_id, order_no } = await placeOrder(t.app, { lines: [artwork.id], token: buyerToken });

    const mine = orderListAnswer.parse(
      (await json(t.app, 'GET', '/admin/api/user/orders', undefined, buyerToken)).json(),
    ).result;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ order_id, order_no, item_count: 1, status: 'placed', total_amount: 45_150 });
    const own = await json(t.app, 'GET', `/admin/api/user/orders/${order_id}`, undefined, buyerToken);
    expect(orderDetailsAnswer.parse(own.json()).result.order_no).toBe(order_no);

    expect(
      orderListAnswer.parse((await json(t.app, 'GET', '/admin/api/user/orders', undefined, strangerToken)).json())
        .result,
    ).toEqual([]);
    expectRefusal(await json(t.app, 'GET', `/admin/api/user/orders/${order_id}`, undefined, strangerToken), 404);
    expectRefusal(await json(t.app, 'GET', '/admin/api/user/orders'), 401);
    expectRefusal(await json(t.app, 'GET', `/admin/api/user/orders/${order_id}`), 401);
  });
});

describe('cancelOrder', () => {
  it('returns the stock exactly once and makes a reserved unique work available again', async () => {
    const unique = await insertArtwork(t.db);
    const print = await insertPrint(t.db, [{ color: 'black', sizes: [{ name: 'A2', stock: 3 }] }]);
    const { order_id } = await placeOrder(t.app, {
      lines: [unique.id, [print.id, { color: 'black', size: 'A2', quantity: 2 }]],
    });
    expect(await stockOf(t.db, unique.id)).toEqual({ stock: 0, availability: 'reserved' });
    expect(await sizeStock(t.db, print.id, 'black', 'A2')).toBe(1);

    const [a, b] = await Promise.all([cancelOrder(t.db, order_id), cancelOrder(t.db, order_id)]);
    expect(a.status).toBe('cancelled');
    expect(b.status).toBe('cancelled');
    await cancelOrder(t.db, order_id);
    expect(await stockOf(t.db, unique.id)).toEqual({ stock: 1, availability: 'available' });
    expect(await sizeStock(t.db, print.id, 'black', 'A2')).toBe(3);
    expect((await details(order_id)).status).toBe('cancelled');
  });

  it('refuses to cancel a completed order and unknown orders', async () => {
    const artwork = await insertArtwork(t.db);
    const { order_id } = await placeOrder(t.app, { lines: [artwork.id] });
    await t.db.updateTable('customer_order').set({ status: 'completed' }).where('public_id', '=', order_id).execute();
    await expect(cancelOrder(t.db, order_id)).rejects.toMatchObject({ kind: 'conflict' });
    await expect(cancelOrder(t.db, 'AAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({ kind: 'not_found' });
    expect(await stockOf(t.db, artwork.id)).toEqual({ stock: 0, availability: 'reserved' });
  });
});

// Keeps the checkout body type honest: the helper must produce what the contract accepts.
const _typecheck: PlaceOrderBody = checkoutBody('abcdefgh');
void _typecheck;
