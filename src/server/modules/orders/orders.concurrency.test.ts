import { describe, expect, it } from 'vitest';
import { cartAnswer } from '#shared/api/cart.ts';
import { errorBody } from '#shared/api/common.ts';
import { placeOrderAnswer } from '#shared/api/orders.ts';
import { testEngine } from '#tests/setup/test-app.ts';
import { routeTest } from '#tests/factories/manage-route.ts';
import { cartWith, checkoutBody, freshIp, insertArtwork, json, stockOf } from '#tests/factories/commerce.ts';

/**
 * docs/product.md#cart-stock-and-orders: "a unique artwork is sold once, even when many buyers press Place order at the
 * same instant". Ten buyers, ten carts, one painting, all at once.
 */
const t = routeTest();

async function buyers(count: number, ...artworkIds: number[]): Promise<string[]> {
  const sessions: string[] = [];
  for (let i = 0; i < count; i++) {
    sessions.push(await cartWith(t.app, artworkIds));
  }
  return sessions;
}

const placeAll = (sessions: string[]) =>
  Promise.all(
    sessions.map((s) =>
      json(t.app, 'POST', '/admin/api/order/place', checkoutBody(s, { display_currency: 'OMR' }), undefined, freshIp()),
    ),
  );

const ordersOf = (artworkId: number) =>
  t.db.selectFrom('order_line').select(['order_id', 'quantity']).where('artwork_id', '=', artworkId).execute();

describe(`concurrent checkouts (${testEngine})`, () => {
  it('sells a unique artwork to exactly one of ten simultaneous buyers', async () => {
    const painting = await insertArtwork(t.db, { name: 'Nizwa Souq at Dawn' });
    const sessions = await buyers(10, painting.id);

    const results = await placeAll(sessions);
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok, results.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(409);
      expect(errorBody.parse(r.json()).message).toBe('Sorry, "Nizwa Souq at Dawn" has just been sold.');
    }
    placeOrderAnswer.parse(ok[0]!.json());
    expect(await stockOf(t.db, painting.id)).toEqual({ stock: 0, availability: 'reserved' });
    expect(await ordersOf(painting.id)).toHaveLength(1);

    // The nine refused carts are untouched: the painting is still there, marked as reserved.
    const winner = sessions[results.indexOf(ok[0]!)]!;
    for (const s of sessions) {
      const cart = cartAnswer.parse((await json(t.app, 'GET', `/admin/api/cart/list/${s}`)).json());
      if (s === winner) expect(cart.result).toEqual([]);
      else expect(cart.result.map((i) => [i.product_id, i.purchasable])).toEqual([[painting.id, false]]);
    }
  });

  it('rolls back what a refused order had already reserved', async () => {
    // The open edition sorts first, so every buyer reserves it before reaching the contested painting.
    const prints = await insertArtwork(t.db, { name: 'Sea Salt Print', edition_type: 'open', stock: 100 });
    const painting = await insertArtwork(t.db, { name: 'The Last Dhow' });
    const sessions = await buyers(10, prints.id, painting.id);

    const results = await placeAll(sessions);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect((await stockOf(t.db, prints.id)).stock).toBe(99);
    expect(await stockOf(t.db, painting.id)).toEqual({ stock: 0, availability: 'reserved' });
  });

  it('sells a limited edition of three to exactly three of ten buyers', async () => {
    const edition = await insertArtwork(t.db, { name: 'Edition of Three', edition_type: 'limited', stock: 3 });
    const sessions = await buyers(10, edition.id);

    const results = await placeAll(sessions);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await stockOf(t.db, edition.id)).toEqual({ stock: 0, availability: 'reserved' });
    expect(await ordersOf(edition.id)).toHaveLength(3);
    const numbers = new Set(
      results.filter((r) => r.statusCode === 200).map((r) => placeOrderAnswer.parse(r.json()).result.order_no),
    );
    expect(numbers.size).toBe(3);
  });
});
