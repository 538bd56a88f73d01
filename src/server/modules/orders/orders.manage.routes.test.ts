import { beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardAnswer,
  managedOrderAnswer,
  orderListAnswer,
  type ManagedOrder,
  type OrderListQuery,
} from '#shared/api/manage-orders.ts';
import { testEngine } from '#tests/setup/test-app.ts';
import {
  insertArtwork,
  insertCurrencies,
  insertPrint,
  json,
  placeOrder,
  type PlacedOrder,
  sizeStock,
  stockOf,
} from '#tests/factories/commerce.ts';
import { createDocument, createExhibition, expectRefusal } from '#tests/factories/index.ts';
import { manageRouteTest } from '#tests/factories/manage-route.ts';
import { auditEntries, expectStaffOnly, type SignedInStaff } from '#tests/factories/staff.ts';
import { muscatDayStart, muscatMonthStart } from '#shared/muscat-day.ts';

/**
 * The back office's orders (owners and editors): list, detail, state steps, cancel, invoice and the
 * dashboard, on the engine the suite runs on (SQLite by default, PostgreSQL with TEST_DATABASE_URL).
 */
const t = manageRouteTest({ signIn: ['editor', 'owner'] });
const { call } = t;

beforeAll(async () => {
  await insertCurrencies(t.db);
});

const contact = (full_name: string, email: string) => ({ contact: { full_name, email, phone: '+968 9123 4567' } });

async function detail(ref: string, who: SignedInStaff = t.editor): Promise<ManagedOrder> {
  const res = await call('GET', `/orders/${ref}`, undefined, who);
  expect(res.statusCode, res.body).toBe(200);
  return managedOrderAnswer.parse(res.json()).result;
}

async function patch(ref: string, body: unknown, who: SignedInStaff = t.editor): Promise<ManagedOrder> {
  const res = await call('PATCH', `/orders/${ref}/status`, body, who);
  expect(res.statusCode, res.body).toBe(200);
  return managedOrderAnswer.parse(res.json()).result;
}

async function list(query: OrderListQuery = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await call('GET', `/orders?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return orderListAnswer.parse(res.json());
}

const orderAudit = async (orderNo: string) =>
  (await auditEntries(t.db)).filter((e) => e.entity === 'order' && e.entity_id === orderNo);

describe('back-office orders: access', () => {
  it('answers 401 on every order endpoint and the dashboard without a staff session or with a customer session', async () => {
    const artwork = await insertArtwork(t.db);
    const { order_no, order_id } = await placeOrder(t.app, { lines: [artwork.id] });
    await expectStaffOnly(t.app, t.db, [
      { method: 'GET', path: '/orders' },
      { method: 'GET', path: `/orders/${order_no}` },
      { method: 'PATCH', path: `/orders/${order_no}/status`, body: { status: 'confirmed' } },
      { method: 'POST', path: `/orders/${order_no}/cancel` },
      { method: 'GET', path: `/orders/${order_id}/invoice` },
      { method: 'GET', path: '/dashboard' },
    ]);
    // Nothing ran behind the refusals.
    expect(await stockOf(t.db, artwork.id)).toEqual({ stock: 0, availability: 'reserved' });
    expect((await detail(order_no)).status).toBe('placed');
    expect(await orderAudit(order_no)).toEqual([]);
  });

  it('lets editors and owners alike manage orders', async () => {
    const artwork = await insertArtwork(t.db);
    const { order_no } = await placeOrder(t.app, { lines: [artwork.id] });
    expect((await patch(order_no, { status: 'confirmed' }, t.editor)).status).toBe('confirmed');
    expect((await patch(order_no, { payment_status: 'paid' }, t.owner)).payment_status).toBe('paid');
    expect((await call('GET', '/dashboard', undefined, t.editor)).statusCode).toBe(200);
  });
});

describe('GET /orders/:id', () => {
  it('answers the whole order by its number (any case) or public id, with lines, totals, allowed steps and history', async () => {
    const painting = await insertArtwork(t.db, {
      name: 'Frankincense Coast',
      price: 150_000,
      medium: 'Oil on linen',
      withImage: true,
    });
    const print = await insertPrint(t.db, [{ color: 'white', sizes: [{ name: 'A2', stock: 5 }] }], { price: 20_000 });
    const placed = await placeOrder(t.app, {
      lines: [painting.id, [print.id, { color: 'white', size: 'A2', quantity: 2 }]],
      checkout: {
        ...contact('Aisha Al Balushi', 'aisha.detail@example.om'),
        notes: 'Please call before delivery.',
        payment_method: 'bank_transfer',
      },
    });

    const order = await detail(placed.order_no);
    expect(await detail(placed.order_id)).toEqual(order);
    expect(await detail(placed.order_no.toLowerCase())).toEqual(order);
    expect(order).toMatchObject({
      order_id: placed.order_id,
      order_no: placed.order_no,
      customer: {
        customer_id: null,
        full_name: 'Aisha Al Balushi',
        email: 'aisha.detail@example.om',
        phone: '+968 9123 4567',
      },
      address: {
        country: 'OM',
        country_name: 'Oman',
        governorate: 'Muscat',
        wilayat: 'Bawshar',
        line1: 'Way 3021, House 14',
        shipping_zone: 'oman',
      },
      payment_method: 'bank_transfer',
      payment_label: 'Bank transfer',
      notes: 'Please call before delivery.',
      status: 'placed',
      payment_status: 'unpaid',
      fulfilment_status: 'unfulfilled',
      stock_returned: false,
      currency: 'OMR',
      // 150 + 2 × 20 = 190 OMR, under the 200 OMR free-delivery threshold: 3 OMR shipping, VAT 5% on both.
      sub_total: 190_000,
      delivery_charge: 3_000,
      tax_rate: '5',
      tax: 9_650,
      total: 202_650,
      allowed: { status: ['confirmed', 'cancelled'], payment_status: ['paid'], fulfilment_status: [], cancel: true },
      invoice_url: `/admin/api/manage/orders/${placed.order_no}/invoice`,
    });
    expect(order.lines).toHaveLength(2);
    const [first, second] = order.lines;
    expect(first).toMatchObject({
      artwork_id: painting.id,
      product_name: 'Frankincense Coast',
      product_medium: 'Oil on linen',
      quantity: 1,
      unit_price: 150_000,
      line_total: 150_000,
    });
    expect(first!.product_image).toMatch(/^\/media\//);
    expect(second).toMatchObject({
      artwork_id: print.id,
      product_color: 'white',
      product_size: 'A2',
      quantity: 2,
      unit_price: 20_000,
      line_total: 40_000,
    });
    expect(order.history).toEqual([
      {
        action: 'order.placed',
        created_at: order.created_at,
        detail: expect.stringContaining('Aisha Al Balushi'),
        staff_name: null,
      },
    ]);
  });

  it('answers 404 for an unknown order and 400 for something that is not an order reference', async () => {
    expectRefusal(await call('GET', '/orders/BAF-1999-000001'), 404);
    expectRefusal(await call('GET', '/orders/AAAAAAAAAAAAAAAAAAAAAA'), 404);
    expectRefusal(await call('GET', `/orders/${encodeURIComponent('x<script>')}`), 400, 'id');
  });
});

describe('PATCH /orders/:id/status', () => {
  it('walks an order through confirmed, shipped, delivered, paid and completed, with an audit entry for each step', async () => {
    const artwork = await insertArtwork(t.db);
    const { order_no } = await placeOrder(t.app, { lines: [artwork.id] });

    let order = await patch(order_no, { status: 'confirmed' });
    expect(order.allowed).toEqual({
      status: ['cancelled'],
      payment_status: ['paid'],
      fulfilment_status: ['shipped', 'delivered'],
      cancel: true,
    });
    order = await patch(order_no, { fulfilment_status: 'shipped' });
    expect(order.allowed).toEqual({
      status: [],
      payment_status: ['paid'],
      fulfilment_status: ['delivered'],
      cancel: false,
    });
    order = await patch(order_no, { fulfilment_status: 'delivered' });
    expect(order.allowed.status).toEqual([]);
    order = await patch(order_no, { payment_status: 'paid' }, t.owner);
    expect(order.allowed.status).toEqual(['completed']);
    order = await patch(order_no, { status: 'completed' });
    expect(order).toMatchObject({ status: 'completed', payment_status: 'paid', fulfilment_status: 'delivered' });
    expect(order.allowed).toEqual({ status: [], payment_status: ['refunded'], fulfilment_status: [], cancel: false });

    expect((await orderAudit(order_no)).map((e) => [e.action, e.detail, e.staff_id])).toEqual([
      ['order.status', 'Order: Placed → Confirmed.', t.editor.id],
      ['order.fulfilment', 'Delivery: Not shipped → Shipped.', t.editor.id],
      ['order.fulfilment', 'Delivery: Shipped → Delivered.', t.editor.id],
      ['order.payment', 'Payment: Unpaid → Paid.', t.owner.id],
      ['order.status', 'Order: Confirmed → Completed.', t.editor.id],
    ]);
    expect(order.history.map((h) => [h.action, h.staff_name])).toEqual([
      ['order.placed', null],
      ['order.status', 'Omar Editor'],
      ['order.fulfilment', 'Omar Editor'],
      ['order.fulfilment', 'Omar Editor'],
      ['order.payment', 'Maryam Owner'],
      ['order.status', 'Omar Editor'],
    ]);
  });

  it('takes several states in one request, judged against where they lead, and collected-at-the-gallery delivery', async () => {
    const artwork = await insertArtwork(t.db);
    const { order_no } = await placeOrder(t.app, { lines: [artwork.id] });
    const order = await patch(order_no, {
      status: 'completed',
      payment_status: 'paid',
      fulfilment_status: 'delivered',
    });
    expect(order).toMatchObject({ status: 'completed', payment_status: 'paid', fulfilment_status: 'delivered' });
    expect((await orderAudit(order_no)).map((e) => e.action)).toEqual([
      'order.status',
      'order.payment',
      'order.fulfilment',
    ]);
  });

  it('refuses steps that are not allowed with 409 naming the field, changing nothing', async () => {
    const artwork = await insertArtwork(t.db);
    const { order_no } = await placeOrder(t.app, { lines: [artwork.id] });
    const refused = async (body: unknown, field: string, message: RegExp) => {
      const before = await detail(order_no);
      const res = await call('PATCH', `/orders/${order_no}/status`, body);
      const answer = expectRefusal(res, 409, field);
      expect(answer.message).toMatch(message);
      const after = await detail(order_no);
      expect([after.status, after.payment_status, after.fulfilment_status]).toEqual([
        before.status,
        before.payment_status,
        before.fulfilment_status,
      ]);
    };

    await refused({ fulfilment_status: 'shipped' }, 'fulfilment_status', /confirm the order before/i);
    await refused({ payment_status: 'refunded' }, 'payment_status', /only a paid order can be refunded/i);
    await refused({ status: 'completed' }, 'status', /only once it is delivered/i);
    await patch(order_no, { status: 'confirmed' });
    await refused({ status: 'placed' }, 'status', /cannot go back/i);
    await patch(order_no, { fulfilment_status: 'delivered' });
    await refused({ status: 'completed' }, 'status', /only once it is paid/i);
    await refused({ fulfilment_status: 'shipped' }, 'fulfilment_status', /cannot go back/i);
    await refused({ status: 'cancelled' }, 'status', /delivered order cannot be cancelled/i);
    await patch(order_no, { payment_status: 'paid' });
    await refused({ payment_status: 'unpaid' }, 'payment_status', /cannot be marked unpaid/i);
    await patch(order_no, { status: 'completed' });
    await refused({ status: 'confirmed' }, 'status', /completed order is final/i);
    await refused({ fulfilment_status: 'shipped' }, 'fulfilment_status', /completed order is final/i);
    expectRefusal(await call('POST', `/orders/${order_no}/cancel`), 409, 'status');
    // A refund stays possible: the work came back.
    expect((await patch(order_no, { payment_status: 'refunded' })).payment_status).toBe('refunded');
    await refused({ payment_status: 'paid' }, 'payment_status', /refunded order is final/i);
    expect(await stockOf(t.db, artwork.id)).toEqual({ stock: 0, availability: 'sold' });
  });

  it('never ships, delivers or marks paid a cancelled order, but refunds a paid one', async () => {
    const artwork = await insertArtwork(t.db);
    const { order_no } = await placeOrder(t.app, { lines: [artwork.id] });
    await patch(order_no, { payment_status: 'paid' });
    await call('POST', `/orders/${order_no}/cancel`);
    expectRefusal(
      await call('PATCH', `/orders/${order_no}/status`, { fulfilment_status: 'shipped' }),
      409,
      'fulfilment_status',
    );
    expectRefusal(
      await call('PATCH', `/orders/${order_no}/status`, { fulfilment_status: 'delivered' }),
      409,
      'fulfilment_status',
    );
    expectRefusal(await call('PATCH', `/orders/${order_no}/status`, { status: 'confirmed' }), 409, 'status');
    const refunded = await patch(order_no, { payment_status: 'refunded' });
    expect(refunded).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });

    const other = await placeOrder(t.app, { lines: [(await insertArtwork(t.db)).id] });
    await call('POST', `/orders/${other.order_no}/cancel`);
    expectRefusal(
      await call('PATCH', `/orders/${other.order_no}/status`, { payment_status: 'paid' }),
      409,
      'payment_status',
    );
  });

  it('treats states sent with their current value as no change, and refuses bad bodies with 400', async () => {
    const artwork = await insertArtwork(t.db);
    const { order_no } = await placeOrder(t.app, { lines: [artwork.id] });
    const order = await patch(order_no, { status: 'placed', payment_status: 'unpaid' });
    expect(order.status).toBe('placed');
    expect(await orderAudit(order_no)).toEqual([]);

    expectRefusal(await call('PATCH', `/orders/${order_no}/status`, {}), 400, 'status');
    expectRefusal(await call('PATCH', `/orders/${order_no}/status`, { status: 'shipped' }), 400, 'status');
    expectRefusal(await call('PATCH', `/orders/${order_no}/status`, { payment_status: 'free' }), 400, 'payment_status');
    expectRefusal(await call('PATCH', `/orders/${order_no}/status`, { status: 'confirmed', total: 1 }), 400);
    expectRefusal(await call('PATCH', '/orders/BAF-1999-000001/status', { status: 'confirmed' }), 404);
    expect((await detail(order_no)).status).toBe('placed');
  });

  it('cancels through status "cancelled" too, returning the stock once', async () => {
    const artwork = await insertArtwork(t.db);
    const { order_no } = await placeOrder(t.app, { lines: [artwork.id] });
    const order = await patch(order_no, { status: 'cancelled' });
    expect(order).toMatchObject({ status: 'cancelled', stock_returned: true });
    expect(await stockOf(t.db, artwork.id)).toEqual({ stock: 1, availability: 'available' });
    await patch(order_no, { status: 'cancelled' });
    expect(await stockOf(t.db, artwork.id)).toEqual({ stock: 1, availability: 'available' });
    expect((await orderAudit(order_no)).map((e) => e.action)).toEqual(['order.cancel']);
  });
});

describe(`POST /orders/:id/cancel (${testEngine})`, () => {
  it('cancels, returns the stock exactly once and answers a second cancel harmlessly', async () => {
    const unique = await insertArtwork(t.db, { name: 'Nizwa Fort at Dusk' });
    const print = await insertPrint(t.db, [{ color: 'black', sizes: [{ name: 'A3', stock: 4 }] }]);
    const { order_no, order_id } = await placeOrder(t.app, {
      lines: [unique.id, [print.id, { color: 'black', size: 'A3', quantity: 3 }]],
    });
    expect(await stockOf(t.db, unique.id)).toEqual({ stock: 0, availability: 'reserved' });
    expect(await sizeStock(t.db, print.id, 'black', 'A3')).toBe(1);

    const res = await call('POST', `/orders/${order_no}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    const order = managedOrderAnswer.parse(res.json()).result;
    expect(order).toMatchObject({ status: 'cancelled', stock_returned: true, allowed: { status: [], cancel: false } });
    expect(order.history.at(-1)).toMatchObject({
      action: 'order.cancel',
      staff_name: 'Omar Editor',
      detail: expect.stringContaining('4 items returned to stock'),
    });
    expect(await stockOf(t.db, unique.id)).toEqual({ stock: 1, availability: 'available' });
    expect(await sizeStock(t.db, print.id, 'black', 'A3')).toBe(4);

    // Again, by public id this time: the same answer, the stock untouched, no second audit entry.
    const again = await call('POST', `/orders/${order_id}/cancel`, undefined, t.owner);
    expect(again.statusCode, again.body).toBe(200);
    expect(managedOrderAnswer.parse(again.json()).result.status).toBe('cancelled');
    expect(await stockOf(t.db, unique.id)).toEqual({ stock: 1, availability: 'available' });
    expect(await sizeStock(t.db, print.id, 'black', 'A3')).toBe(4);
    expect((await orderAudit(order_no)).map((e) => [e.action, e.staff_id])).toEqual([['order.cancel', t.editor.id]]);

    // The work is for sale again on the storefront.
    const search = await json(t.app, 'POST', '/admin/api/product_search', { search: 'Nizwa Fort at Dusk' });
    expect(search.json().result.map((p: { id: number; availability: string }) => [p.id, p.availability])).toEqual([
      [unique.id, 'available'],
    ]);
  });

  it('returns the stock once when two staff members cancel at the same instant', async () => {
    const unique = await insertArtwork(t.db);
    const edition = await insertArtwork(t.db, { edition_type: 'limited', stock: 5 });
    const { order_no } = await placeOrder(t.app, { lines: [unique.id, [edition.id, { quantity: 2 }]] });
    expect((await stockOf(t.db, edition.id)).stock).toBe(3);

    const results = await Promise.all([
      call('POST', `/orders/${order_no}/cancel`, undefined, t.editor),
      call('POST', `/orders/${order_no}/cancel`, undefined, t.owner),
      call('POST', `/orders/${order_no}/cancel`, undefined, t.editor),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(await stockOf(t.db, unique.id)).toEqual({ stock: 1, availability: 'available' });
    expect(await stockOf(t.db, edition.id)).toEqual({ stock: 5, availability: 'available' });
    expect((await orderAudit(order_no)).map((e) => e.action)).toEqual(['order.cancel']);
  });

  it('refuses to cancel a shipped order (409) and answers 404 for an unknown one', async () => {
    const artwork = await insertArtwork(t.db);
    const { order_no } = await placeOrder(t.app, { lines: [artwork.id] });
    await patch(order_no, { status: 'confirmed', fulfilment_status: 'shipped' });
    const answer = expectRefusal(await call('POST', `/orders/${order_no}/cancel`), 409, 'status');
    expect(answer.message).toMatch(/shipped order cannot be cancelled/);
    expect(await stockOf(t.db, artwork.id)).toEqual({ stock: 0, availability: 'reserved' });
    expectRefusal(await call('POST', '/orders/BAF-1999-000001/cancel'), 404);
  });
});

describe('GET /orders', () => {
  let ids: PlacedOrder[];
  const marker = `list${Date.now().toString(36)}`;

  beforeAll(async () => {
    // Three orders of this block, told apart by a marker in the customers' e-mails.
    const a = await placeOrder(t.app, {
      lines: [(await insertArtwork(t.db, { price: 50_000 })).id],
      checkout: {
        ...contact('Salim Al Harthy', `salim.${marker}@example.om`),
        payment_method: 'cod',
      },
    });
    const b = await placeOrder(t.app, {
      lines: [(await insertArtwork(t.db, { price: 250_000 })).id],
      checkout: {
        ...contact('Noor Al Zadjali', `noor.${marker}@example.om`),
        payment_method: 'bank_transfer',
      },
    });
    const c = await placeOrder(t.app, {
      lines: [(await insertArtwork(t.db, { price: 120_000 })).id],
      checkout: {
        ...contact('Salma Al Hinai', `salma.${marker}@example.om`),
        payment_method: 'bank_transfer',
      },
    });
    ids = [a, b, c];
    await patch(b.order_no, { status: 'confirmed', payment_status: 'paid' });
    await call('POST', `/orders/${c.order_no}/cancel`);
    // Placed on different days (Muscat): a on 2 March, b on 10 March, c on 20 March 2025.
    const days = ['2025-03-02', '2025-03-10', '2025-03-20'];
    for (const [i, o] of ids.entries()) {
      await t.db
        .updateTable('customer_order')
        .set({ created_at: new Date(Date.parse(muscatDayStart(days[i]!)) + 60_000).toISOString() })
        .where('order_no', '=', o.order_no)
        .execute();
    }
  });

  const numbers = (answer: { result: { order_no: string }[] }) => answer.result.map((r) => r.order_no);

  it('finds orders by number, customer name or e-mail, case-insensitively', async () => {
    const [a, b, c] = ids;
    expect(numbers(await list({ search: a!.order_no }))).toEqual([a!.order_no]);
    expect(numbers(await list({ search: a!.order_no.toLowerCase().slice(4) }))).toEqual([a!.order_no]);
    expect(numbers(await list({ search: 'NOOR AL' }))).toEqual([b!.order_no]);
    expect(numbers(await list({ search: marker.toUpperCase() }))).toEqual([c!.order_no, b!.order_no, a!.order_no]);
    expect(numbers(await list({ search: `salma.${marker}@` }))).toEqual([c!.order_no]);
    // LIKE wildcards are taken literally.
    expect((await list({ search: '%_%' })).total).toBe(0);
  });

  it('filters by each state, payment method and a day range in Muscat', async () => {
    const [a, b, c] = ids;
    const within = { search: marker };
    expect(numbers(await list({ ...within, status: 'placed' }))).toEqual([a!.order_no]);
    expect(numbers(await list({ ...within, status: 'cancelled' }))).toEqual([c!.order_no]);
    expect(numbers(await list({ ...within, payment_status: 'paid' }))).toEqual([b!.order_no]);
    expect(numbers(await list({ ...within, payment_status: 'unpaid' }))).toEqual([c!.order_no, a!.order_no]);
    expect(numbers(await list({ ...within, fulfilment_status: 'unfulfilled' }))).toHaveLength(3);
    expect(numbers(await list({ ...within, fulfilment_status: 'shipped' }))).toEqual([]);
    expect(numbers(await list({ ...within, payment_method: 'bank_transfer' }))).toEqual([c!.order_no, b!.order_no]);
    expect(numbers(await list({ ...within, from: '2025-03-10' }))).toEqual([c!.order_no, b!.order_no]);
    expect(numbers(await list({ ...within, to: '2025-03-10' }))).toEqual([b!.order_no, a!.order_no]);
    expect(numbers(await list({ ...within, from: '2025-03-10', to: '2025-03-10' }))).toEqual([b!.order_no]);
    expect(numbers(await list({ ...within, from: '2025-03-03', to: '2025-03-09' }))).toEqual([]);
    expect(numbers(await list({ ...within, status: 'confirmed', payment_method: 'cod' }))).toEqual([]);
  });

  it('sorts, pages with a total, and shows each row’s figures', async () => {
    const [a, b, c] = ids;
    const byTotal = await list({ search: marker, sort: 'total', order: 'asc' });
    expect(numbers(byTotal)).toEqual([a!.order_no, c!.order_no, b!.order_no]);
    // Noor, Salim, Salma.
    expect(numbers(await list({ search: marker, sort: 'customer', order: 'asc' }))).toEqual([
      b!.order_no,
      a!.order_no,
      c!.order_no,
    ]);

    const first = await list({ search: marker, per_page: 2, page: 1 });
    const second = await list({ search: marker, per_page: 2, page: 2 });
    expect([first.total, second.total, first.per_page, second.page]).toEqual([3, 3, 2, 2]);
    expect([...numbers(first), ...numbers(second)]).toEqual([c!.order_no, b!.order_no, a!.order_no]);
    expect((await list({ search: marker, per_page: 2, page: 9 })).result).toEqual([]);

    const row = (await list({ search: b!.order_no })).result[0];
    expect(row).toMatchObject({
      order_id: b!.order_id,
      customer_name: 'Noor Al Zadjali',
      email: `noor.${marker}@example.om`,
      country: 'OM',
      payment_method: 'bank_transfer',
      status: 'confirmed',
      payment_status: 'paid',
      fulfilment_status: 'unfulfilled',
      item_count: 1,
      first_item: expect.stringMatching(/^Dunes at Dusk/),
      // 250 OMR: free delivery, VAT 5%.
      total: 262_500,
    });
    const all = await list();
    expect(all.counts.all).toBe(all.total);
    expect(all.counts.placed + all.counts.confirmed + all.counts.completed + all.counts.cancelled).toBe(all.counts.all);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    expectRefusal(await call('GET', '/orders?status=shipped'), 400, 'status');
    expectRefusal(await call('GET', '/orders?payment_method=card'), 400, 'payment_method');
    expectRefusal(await call('GET', '/orders?from=2025-13-01'), 400, 'from');
    expectRefusal(await call('GET', '/orders?from=2025-03-10&to=2025-03-01'), 400, 'to');
    expectRefusal(await call('GET', '/orders?sort=price'), 400, 'sort');
    expectRefusal(await call('GET', '/orders?per_page=1000'), 400, 'per_page');
    expectRefusal(await call('GET', '/orders?colour=red'), 400);
  });
});

describe('GET /orders/:id/invoice', () => {
  it('is a printable HTML page with the gallery, the order, the customer, the lines and the totals in OMR', async () => {
    const painting = await insertArtwork(t.db, { name: 'Sur Dhow Yard', price: 95_500, medium: 'Watercolour' });
    const { order_no, order_id } = await placeOrder(t.app, {
      lines: [painting.id],
      checkout: contact('Huda Al Lawati', 'huda@example.om'),
    });
    const res = await call('GET', `/orders/${order_id}/invoice`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    for (const text of [
      'Bait Al Fann Gallery',
      'Way 3021, Shatti Al Qurum, Muscat',
      order_no,
      'Huda Al Lawati',
      'huda@example.om',
      'Way 3021, House 14',
      'Sur Dhow Yard',
      'Watercolour',
      'OMR 95.500',
      'Sub total',
      // 95.5 + 3 shipping = 98.5; VAT 5% = 4.925.
      'OMR 3.000',
      'VAT 5%',
      'OMR 4.925',
      'OMR 103.425',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toMatch(new RegExp(`\\d{1,2} \\w+ ${new Date().getUTCFullYear()}|\\d{1,2} \\w+ \\d{4}`));
  });

  it('prints the gallery’s VAT registration number from the settings, and is then a tax invoice', async () => {
    const artwork = await insertArtwork(t.db);
    const { order_id } = await placeOrder(t.app, { lines: [artwork.id] });
    const before = (await call('GET', `/orders/${order_id}/invoice`)).body;
    // Without a number there is no empty VAT number line to fill in.
    expect(before).not.toContain('VAT registration no.');
    expect(before).not.toContain('Tax invoice');

    const saved = await call('PUT', '/settings', { vat_number: 'OM1100012345' }, t.owner);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await call('GET', `/orders/${order_id}/invoice`)).body;
    expect(after).toContain('VAT registration no.: OM1100012345');
    expect(after).toContain('Tax invoice');
    expectRefusal(await call('PUT', '/settings', { vat_number: 'OM<1100>' }, t.owner), 400, 'vat_number');
    await call('PUT', '/settings', { vat_number: '' }, t.owner);
  });

  it('escapes what customers typed', async () => {
    const artwork = await insertArtwork(t.db);
    const { order_no } = await placeOrder(t.app, { lines: [artwork.id] });
    await t.db
      .updateTable('customer_order')
      .set({ full_name: '<script>alert(1)</script> & "Co"' })
      .where('order_no', '=', order_no)
      .execute();
    const html = (await call('GET', `/orders/${order_no}/invoice`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(html).not.toMatch(/<script/i);
  });

  it('answers 404 for an unknown order', async () => {
    expectRefusal(await call('GET', '/orders/BAF-1999-000001/invoice'), 404);
  });
});

describe('GET /dashboard', () => {
  it('counts orders by state, this month’s revenue, new applications, unread messages and artworks', async () => {
    const { ctx } = t;
    const before = dashboardAnswer.parse((await call('GET', '/dashboard')).json()).result;

    // Two new orders this month: one open (counted), one cancelled (left out of the revenue).
    const counted = await placeOrder(t.app, { lines: [(await insertArtwork(t.db, { price: 300_000 })).id] });
    const cancelled = await placeOrder(t.app, { lines: [(await insertArtwork(t.db, { price: 100_000 })).id] });
    await call('POST', `/orders/${cancelled.order_no}/cancel`);
    await insertArtwork(t.db, { availability: 'sold', stock: 0 });
    await insertArtwork(t.db, { status: 'draft' });

    const show = await createExhibition(ctx, { title: 'Dashboard Show', withImage: false });
    const file = await createDocument(ctx);
    const application = {
      exhibition_id: show.id,
      exhibition_label: 'Dashboard Show',
      artist_name: 'Rashid',
      artist_email: 'rashid@example.om',
      artist_mobile: '+968 9000 0000',
      artist_description: 'Painter',
      painting_name: 'Sea',
      painting_file_id: file.id,
      status: 'new' as const,
    };
    await t.db
      .insertInto('exhibition_application')
      .values([application, { ...application, status: 'declined' as const }])
      .execute();
    await t.db
      .insertInto('contact_message')
      .values([
        { name: 'A', email: 'a@example.om', subject: 'Hello', message: 'Hi' },
        { name: 'B', email: 'b@example.om', subject: 'Read', message: 'Hi', read_at: new Date().toISOString() },
      ])
      .execute();

    const res = await call('GET', '/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const after = dashboardAnswer.parse(res.json()).result;
    expect(after.orders.by_status.placed - before.orders.by_status.placed).toBe(1);
    expect(after.orders.by_status.cancelled - before.orders.by_status.cancelled).toBe(1);
    expect(after.orders.open - before.orders.open).toBe(1);
    expect(after.orders.by_payment.unpaid - before.orders.by_payment.unpaid).toBe(2);
    // Nothing is paid yet: revenue has not moved; the open order awaits 300 OMR + VAT 5% (free delivery).
    expect(after.revenue.this_month - before.revenue.this_month).toBe(0);
    expect(after.revenue.orders_this_month - before.revenue.orders_this_month).toBe(0);
    expect(after.revenue.awaiting_payment.orders - before.revenue.awaiting_payment.orders).toBe(1);
    expect(after.revenue.awaiting_payment.total - before.revenue.awaiting_payment.total).toBe(315_000);
    expect(after.revenue.month_start).toBe(muscatMonthStart());
    expect(after.new_applications - before.new_applications).toBe(1);
    expect(after.unread_messages - before.unread_messages).toBe(1);
    // The open order's work is reserved until paid, the cancelled order's back on sale; one more sold, one draft.
    expect(after.artworks.sold - before.artworks.sold).toBe(1);
    expect(after.artworks.for_sale - before.artworks.for_sale).toBe(1);
    expect(after.recent_orders[0]).toMatchObject({ order_no: cancelled.order_no, status: 'cancelled' });
    expect(after.recent_orders[1]).toMatchObject({ order_no: counted.order_no, status: 'placed' });
    expect(after.recent_orders.length).toBeLessThanOrEqual(6);
  });

  it('starts the month in Muscat time', () => {
    // 31 March 2026 21:00 UTC is already 1 April in Muscat.
    expect(muscatMonthStart(Date.parse('2026-03-31T21:00:00Z'))).toBe('2026-04-01');
    expect(muscatMonthStart(Date.parse('2026-03-31T19:59:00Z'))).toBe('2026-03-01');
    expect(muscatDayStart('2026-04-01')).toBe('2026-03-31T20:00:00.000Z');
  });
});
