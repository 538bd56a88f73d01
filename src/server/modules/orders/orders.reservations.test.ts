import { describe, expect, it } from 'vitest';
import { productDetailAnswer } from '#shared/api/catalog.ts';
import { dashboardAnswer, orderListAnswer } from '#shared/api/manage-orders.ts';
import { addToCart, insertArtwork, newSessionId, placeOrder, stockOf } from '#tests/factories/commerce.ts';
import { expectRefusal } from '#tests/factories/index.ts';
import { manageRouteTest } from '#tests/factories/manage-route.ts';

/**
 * Reserved, then sold (docs/product.md#cart-stock-and-orders): the last unit of a unique or
 * limited work in an unpaid order is reserved; it is sold once the payment is recorded and back
 * on sale when the order is cancelled. Unpaid orders older than the setting reservation_days are
 * listed for staff to chase or cancel. On the engine the suite runs on.
 */
const t = manageRouteTest({ signIn: ['owner'] });
const { call } = t;

async function storefront(id: number) {
  const res = await t.app.inject({ method: 'POST', url: `/admin/api/product_id/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return productDetailAnswer.parse(res.json()).result.availability;
}

async function patch(orderNo: string, body: unknown) {
  const res = await call('PATCH', `/orders/${orderNo}/status`, body);
  expect(res.statusCode, res.body).toBe(200);
}

const backdate = (orderNo: string, daysAgo: number) =>
  t.db
    .updateTable('customer_order')
    .set({ created_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString() })
    .where('order_no', '=', orderNo)
    .execute();

async function overdueList(): Promise<string[]> {
  const res = await call('GET', '/orders?overdue=true&per_page=200');
  expect(res.statusCode, res.body).toBe(200);
  return orderListAnswer.parse(res.json()).result.map((r) => r.order_no);
}

describe('a unique work in an unpaid order', () => {
  it('shows reserved, is sold once paid, and cannot be bought meanwhile', async () => {
    const work = await insertArtwork(t.db, { name: 'Bahla Walls' });
    const { order_no } = await placeOrder(t.app, { lines: [work.id] });
    expect(await storefront(work.id)).toBe('reserved');
    expect(await stockOf(t.db, work.id)).toEqual({ stock: 0, availability: 'reserved' });
    expectRefusal(await addToCart(t.app, newSessionId(), work.id), 409, 'product_id');

    await patch(order_no, { status: 'confirmed' });
    expect(await storefront(work.id)).toBe('reserved');
    await patch(order_no, { payment_status: 'paid' });
    expect(await storefront(work.id)).toBe('sold');
    expect(await stockOf(t.db, work.id)).toEqual({ stock: 0, availability: 'sold' });
  });

  it('goes back on sale when the unpaid order is cancelled', async () => {
    const work = await insertArtwork(t.db, { name: 'Misfat Terraces' });
    const { order_no } = await placeOrder(t.app, { lines: [work.id] });
    expect((await call('POST', `/orders/${order_no}/cancel`)).statusCode).toBe(200);
    expect(await storefront(work.id)).toBe('available');
    expect(await stockOf(t.db, work.id)).toEqual({ stock: 1, availability: 'available' });
  });

  it('goes back on sale when a paid order is cancelled before it ships', async () => {
    const work = await insertArtwork(t.db, { name: 'Sur Boatyard' });
    const { order_no } = await placeOrder(t.app, { lines: [work.id] });
    await patch(order_no, { payment_status: 'paid' });
    expect(await storefront(work.id)).toBe('sold');
    await patch(order_no, { status: 'cancelled' });
    expect(await stockOf(t.db, work.id)).toEqual({ stock: 1, availability: 'available' });
  });

  it('keeps the last units of an edition reserved until every order holding them is paid', async () => {
    const edition = await insertArtwork(t.db, { name: 'Edition of Two', edition_type: 'limited', stock: 2 });
    const first = await placeOrder(t.app, { lines: [edition.id] });
    expect(await stockOf(t.db, edition.id)).toEqual({ stock: 1, availability: 'available' });
    const second = await placeOrder(t.app, { lines: [edition.id] });
    expect(await storefront(edition.id)).toBe('reserved');
    await patch(first.order_no, { payment_status: 'paid' });
    expect(await storefront(edition.id)).toBe('reserved');
    await patch(second.order_no, { payment_status: 'paid' });
    expect(await storefront(edition.id)).toBe('sold');
  });

  it('leaves a work staff hold reserved as it is, and open editions on sale', async () => {
    const held = await insertArtwork(t.db, { name: 'Held for a Museum', availability: 'reserved', stock: 1 });
    const prints = await insertArtwork(t.db, { name: 'Open Print', edition_type: 'open', stock: 1 });
    const { order_no } = await placeOrder(t.app, { lines: [prints.id] });
    expect(await stockOf(t.db, prints.id)).toEqual({ stock: 0, availability: 'available' });
    await patch(order_no, { payment_status: 'paid' });
    expect(await stockOf(t.db, prints.id)).toEqual({ stock: 0, availability: 'available' });
    expect(await stockOf(t.db, held.id)).toEqual({ stock: 1, availability: 'reserved' });
  });
});

describe('overdue reservations', () => {
  it('lists unpaid open orders older than the setting, and the dashboard counts them', async () => {
    const late = await placeOrder(t.app, {
      lines: [(await insertArtwork(t.db, { name: 'Late One', price: 40_000 })).id],
    });
    const recent = await placeOrder(t.app, { lines: [(await insertArtwork(t.db, { name: 'Recent One' })).id] });
    const paid = await placeOrder(t.app, { lines: [(await insertArtwork(t.db, { name: 'Paid One' })).id] });
    const cancelled = await placeOrder(t.app, { lines: [(await insertArtwork(t.db, { name: 'Cancelled One' })).id] });
    await backdate(late.order_no, 8);
    await backdate(recent.order_no, 6);
    await backdate(paid.order_no, 9);
    await backdate(cancelled.order_no, 9);
    await patch(paid.order_no, { payment_status: 'paid' });
    await patch(cancelled.order_no, { status: 'cancelled' });

    expect(await overdueList()).toEqual([late.order_no]);
    const figures = dashboardAnswer.parse((await call('GET', '/dashboard')).json()).result;
    expect(figures.overdue_reservations).toMatchObject({ orders: 1, days: 7 });
    const { total } = await t.db
      .selectFrom('customer_order')
      .select('total')
      .where('order_no', '=', late.order_no)
      .executeTakeFirstOrThrow();
    expect(figures.overdue_reservations.total).toBe(total);

    // Five days: the six-day-old order is overdue too.
    const saved = await call('PUT', '/settings', { reservation_days: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.reservation_days).toBe(5);
    // Newest first, as the list sorts by default.
    expect(await overdueList()).toEqual([recent.order_no, late.order_no]);

    // Cancelled from the list, the work is on sale again and the order leaves it.
    expect((await call('POST', `/orders/${late.order_no}/cancel`)).statusCode).toBe(200);
    expect(await overdueList()).toEqual([recent.order_no]);
    await call('PUT', '/settings', { reservation_days: 7 });
  });

  it('refuses a bad overdue flag or reservation_days, naming the field', async () => {
    expectRefusal(await call('GET', '/orders?overdue=yes'), 400, 'overdue');
    expectRefusal(await call('PUT', '/settings', { reservation_days: 0 }), 400, 'reservation_days');
    expectRefusal(await call('PUT', '/settings', { reservation_days: 1.5 }), 400, 'reservation_days');
    expectRefusal(await call('PUT', '/settings', { reservation_days: '7' }), 400, 'reservation_days');
  });
});
