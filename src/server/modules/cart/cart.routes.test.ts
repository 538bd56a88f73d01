import { describe, expect, it } from 'vitest';
import { setSettings } from '#tests/factories/gallery.ts';
import { expectRefusal } from '#tests/factories/http.ts';
import { cartAnswer, cartMutationAnswer } from '#shared/api/cart.ts';
import { buildTestApp } from '#tests/setup/test-app.ts';
import { routeTest } from '#tests/factories/manage-route.ts';
import { manage, signedInStaff } from '#tests/factories/staff.ts';
import {
  addToCart,
  insertArtwork,
  insertCustomer,
  insertPrint,
  json,
  loginToken,
  newSessionId,
} from '#tests/factories/commerce.ts';

const t = routeTest();

const list = async (sessionId: string, token?: string) => {
  const res = await json(t.app, 'GET', `/admin/api/cart/list/${sessionId}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return cartAnswer.parse(res.json());
};

describe('POST /cart/add and GET /cart/list', () => {
  it('adds an artwork and prices the cart on the server', async () => {
    const artwork = await insertArtwork(t.db, { price: 120_000, discount: 10, stock: 1, withImage: true });
    const session = newSessionId();
    const res = await addToCart(t.app, session, artwork.id);
    expect(res.statusCode, res.body).toBe(200);
    const added = cartMutationAnswer.parse(res.json());
    expect(added.message).toBe('Added To Cart');

    const cart = await list(session);
    const { message: _m, ...addedCart } = added;
    expect(cart).toEqual(addedCart);
    expect(cart.result).toHaveLength(1);
    const item = cart.result[0]!;
    expect(item).toMatchObject({
      product_id: artwork.id,
      product_slug: artwork.product_slug,
      product_name: artwork.name,
      product_price: 108_000,
      price: 120_000,
      discount: 10,
      quantity: 1,
      color: '',
      size: '',
      stock: 1,
      purchasable: true,
      line_total: 108_000,
    });
    expect(item.feature_image).toMatch(/^\/media\/test-[0-9a-f]+-640\.webp$/);
    // 108.000 + 3.000 Oman shipping; VAT 5% of 111.000 = 5.550
    expect(cart).toMatchObject({
      sub_total: 108_000,
      shipping_price: 3_000,
      tax_price: 5_550,
      total_price: 116_550,
      item_count: 1,
    });
    expect(cart.free_delivery_threshold).toBe(200_000);
  });

  it('merges the same artwork into one line and refuses more than the stock, naming quantity', async () => {
    const artwork = await insertArtwork(t.db, { edition_type: 'limited', stock: 3, price: 10_000 });
    const session = newSessionId();
    expect((await addToCart(t.app, session, artwork.id, { quantity: 2 })).statusCode).toBe(200);
    expect((await addToCart(t.app, session, artwork.id)).statusCode).toBe(200);
    const cart = await list(session);
    expect(cart.result).toHaveLength(1);
    expect(cart.result[0]!.quantity).toBe(3);

    const over = expectRefusal(await addToCart(t.app, session, artwork.id), 409, 'quantity');
    expect(over.message).toMatch(/quantity/);
    expect((await list(session)).result[0]!.quantity).toBe(3);
  });

  it('sells a unique work once per cart', async () => {
    const artwork = await insertArtwork(t.db);
    const session = newSessionId();
    expect((await addToCart(t.app, session, artwork.id)).statusCode).toBe(200);
    expectRefusal(await addToCart(t.app, session, artwork.id), 409, 'quantity');
    expectRefusal(await addToCart(t.app, newSessionId(), artwork.id, { quantity: 2 }), 409, 'quantity');
  });

  it('charges no shipping from the free-delivery threshold on', async () => {
    const artwork = await insertArtwork(t.db, { price: 250_000 });
    const session = newSessionId();
    await addToCart(t.app, session, artwork.id);
    expect(await list(session)).toMatchObject({
      sub_total: 250_000,
      shipping_price: 0,
      tax_price: 12_500,
      total_price: 262_500,
    });
  });

  it('follows the tax and shipping settings', async () => {
    const other = await buildTestApp();
    try {
      await setSettings(other, { tax_rate: '0', shipping_rates: { oman: 5_000, gcc: 10_000, world: 20_000 } });
      const artwork = await insertArtwork(other.db, { price: 10_000 });
      const session = newSessionId();
      await addToCart(other.app, session, artwork.id);
      const res = await json(other.app, 'GET', `/admin/api/cart/list/${session}`);
      expect(cartAnswer.parse(res.json())).toMatchObject({
        sub_total: 10_000,
        shipping_price: 5_000,
        tax_price: 0,
        total_price: 15_000,
      });
    } finally {
      await other.close();
    }
  });

  it('answers an empty cart with zero totals for an unknown session', async () => {
    expect(await list(newSessionId())).toEqual({
      result: [],
      sub_total: 0,
      tax_price: 0,
      shipping_price: 0,
      total_price: 0,
      item_count: 0,
      free_delivery_threshold: 200_000,
    });
  });

  it('requires an existing colour and size for a print, with the stock of that size', async () => {
    const print = await insertPrint(t.db, [
      {
        color: 'black',
        sizes: [
          { name: 'A3', stock: 2 },
          { name: 'A2', stock: 0 },
        ],
      },
      { color: 'white', sizes: [{ name: 'A3', stock: 5 }] },
    ]);
    const session = newSessionId();
    expectRefusal(await addToCart(t.app, session, print.id), 400, 'color');
    expectRefusal(await addToCart(t.app, session, print.id, { color: 'black' }), 400, 'size');
    expectRefusal(await addToCart(t.app, session, print.id, { color: 'red', size: 'A3' }), 400, 'color');
    expectRefusal(await addToCart(t.app, session, print.id, { color: 'black', size: 'A0' }), 400, 'size');
    expectRefusal(await addToCart(t.app, session, print.id, { color: 'black', size: 'A2' }), 409, 'quantity');
    // The catalogue's own spelling is kept whatever the case sent.
    expect((await addToCart(t.app, session, print.id, { color: 'Black', size: 'a3', quantity: 2 })).statusCode).toBe(
      200,
    );
    expectRefusal(await addToCart(t.app, session, print.id, { color: 'black', size: 'A3' }), 409, 'quantity');
    expect((await addToCart(t.app, session, print.id, { color: 'white', size: 'A3', quantity: 3 })).statusCode).toBe(
      200,
    );
    const cart = await list(session);
    expect(cart.result.map((i) => [i.color, i.size, i.quantity, i.stock])).toEqual([
      ['black', 'A3', 2, 2],
      ['white', 'A3', 3, 5],
    ]);
    expect(cart.sub_total).toBe(5 * 25_000);

    const plain = await insertArtwork(t.db);
    expectRefusal(await addToCart(t.app, session, plain.id, { color: 'black' }), 400, 'color');
  });

  it('refuses drafts, unknown, sold and reserved works', async () => {
    const session = newSessionId();
    const draft = await insertArtwork(t.db, { status: 'draft' });
    expectRefusal(await addToCart(t.app, session, draft.id), 404, 'product_id');
    expectRefusal(await addToCart(t.app, session, 999_999), 404, 'product_id');
    const sold = await insertArtwork(t.db, { availability: 'sold', stock: 0 });
    expect(expectRefusal(await addToCart(t.app, session, sold.id), 409, 'product_id').message).toContain('sold');
    const reserved = await insertArtwork(t.db, { availability: 'reserved' });
    expect(expectRefusal(await addToCart(t.app, session, reserved.id), 409, 'product_id').message).toContain(
      'reserved',
    );
    const outOfStock = await insertArtwork(t.db, { edition_type: 'open', stock: 0 });
    expectRefusal(await addToCart(t.app, session, outOfStock.id), 409, 'quantity');
    expect((await list(session)).result).toEqual([]);
  });

  it('marks a line not purchasable when the work sold since it was added, and leaves it out of the totals', async () => {
    const kept = await insertArtwork(t.db, { price: 10_000 });
    const goes = await insertArtwork(t.db, { price: 50_000 });
    const session = newSessionId();
    await addToCart(t.app, session, kept.id);
    await addToCart(t.app, session, goes.id);
    await t.db.updateTable('artwork').set({ stock: 0, availability: 'sold' }).where('id', '=', goes.id).execute();
    const cart = await list(session);
    expect(cart.result.map((i) => [i.product_id, i.purchasable, i.availability])).toEqual([
      [kept.id, true, 'available'],
      [goes.id, false, 'sold'],
    ]);
    expect(cart.sub_total).toBe(10_000);
    expect(cart.item_count).toBe(2);
  });
});

describe('the cart in the visitor’s language', () => {
  it('names each work as the catalogue does in that language, in English when it has no translation', async () => {
    const artwork = await insertArtwork(t.db, { price: 50_000, stock: 1, name: 'Night Script' });
    const editor = await signedInStaff(t.db, 'editor');
    const saved = await manage(t.app, 'PUT', `/translations/artwork/${artwork.id}`, editor.cookies, {
      ar: { name: 'كتابة ليلية' },
      fr: { name: 'Écriture de nuit' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const session = newSessionId();
    const added = await t.app.inject({
      method: 'POST',
      url: '/admin/api/cart/add',
      headers: { 'accept-language': 'ar' },
      payload: { session_id: session, product_id: artwork.id, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(cartMutationAnswer.parse(added.json()).result[0]!.product_name).toBe('كتابة ليلية');
    const inLanguage = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/admin/api/cart/list/${session}`,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(200);
      return cartAnswer.parse(res.json()).result[0]!.product_name;
    };
    expect(await inLanguage('fr-FR,fr;q=0.9')).toBe('Écriture de nuit');
    expect(await inLanguage('de')).toBe('Night Script');
    expect(await inLanguage('en')).toBe('Night Script');
  });
});

describe('POST /cart/delete and /cart/delete_all', () => {
  it('takes a quantity off, removes the line at 0, and removes whole lines without a quantity', async () => {
    const artwork = await insertArtwork(t.db, { edition_type: 'open', stock: 10 });
    const session = newSessionId();
    await addToCart(t.app, session, artwork.id, { quantity: 3 });

    const dec = await json(t.app, 'POST', '/admin/api/cart/delete', {
      session_id: session,
      product_id: artwork.id,
      quantity: 1,
    });
    expect(dec.statusCode, dec.body).toBe(200);
    const decremented = cartMutationAnswer.parse(dec.json());
    expect(decremented.message).toBe('Item Decremented From Cart');
    expect(decremented.result[0]!.quantity).toBe(2);

    const gone = await json(t.app, 'POST', '/admin/api/cart/delete', {
      session_id: session,
      product_id: artwork.id,
      quantity: 5,
    });
    expect(cartMutationAnswer.parse(gone.json())).toMatchObject({
      message: 'Removed From Cart',
      result: [],
      total_price: 0,
    });

    await addToCart(t.app, session, artwork.id, { quantity: 4 });
    const removed = await json(t.app, 'POST', '/admin/api/cart/delete', {
      session_id: session,
      product_id: artwork.id,
    });
    expect(cartMutationAnswer.parse(removed.json()).result).toEqual([]);

    expectRefusal(
      await json(t.app, 'POST', '/admin/api/cart/delete', { session_id: session, product_id: artwork.id }),
      404,
    );
  });

  it('removes only the colour and size named, and asks which one to decrement', async () => {
    const print = await insertPrint(t.db, [
      {
        color: 'blue',
        sizes: [
          { name: 'S', stock: 5 },
          { name: 'L', stock: 5 },
        ],
      },
    ]);
    const session = newSessionId();
    await addToCart(t.app, session, print.id, { color: 'blue', size: 'S', quantity: 2 });
    await addToCart(t.app, session, print.id, { color: 'blue', size: 'L', quantity: 2 });
    expectRefusal(
      await json(t.app, 'POST', '/admin/api/cart/delete', { session_id: session, product_id: print.id, quantity: 1 }),
      400,
      'color',
    );
    const res = await json(t.app, 'POST', '/admin/api/cart/delete', {
      session_id: session,
      product_id: print.id,
      color: 'blue',
      size: 'L',
    });
    expect(cartMutationAnswer.parse(res.json()).result.map((i) => i.size)).toEqual(['S']);
  });

  it('empties the cart', async () => {
    const session = newSessionId();
    await addToCart(t.app, session, (await insertArtwork(t.db)).id);
    await addToCart(t.app, session, (await insertArtwork(t.db)).id);
    const res = await json(t.app, 'POST', '/admin/api/cart/delete_all', { session_id: session });
    expect(res.statusCode).toBe(200);
    expect(cartMutationAnswer.parse(res.json())).toMatchObject({
      result: [],
      sub_total: 0,
      total_price: 0,
      item_count: 0,
    });
    // Emptying a cart that does not exist is not an error.
    expect((await json(t.app, 'POST', '/admin/api/cart/delete_all', { session_id: newSessionId() })).statusCode).toBe(
      200,
    );
  });
});

describe('bad input to the cart', () => {
  it('answers 4xx with { message, errors }, never 500, and changes nothing', async () => {
    const artwork = await insertArtwork(t.db, { edition_type: 'open', stock: 500 });
    const session = newSessionId();
    const cases: [string, unknown, number, string?][] = [
      ['product_id as text', { session_id: session, product_id: 'abc' }, 400, 'product_id'],
      // What z.coerce once read as ids: true as 1, [20] and "0x14" as 20, "1e1" as 10.
      ['product_id as true', { session_id: session, product_id: true }, 400, 'product_id'],
      ['product_id as a list', { session_id: session, product_id: [artwork.id] }, 400, 'product_id'],
      ['product_id in hexadecimal', { session_id: session, product_id: '0x14' }, 400, 'product_id'],
      ['product_id with an exponent', { session_id: session, product_id: '1e1' }, 400, 'product_id'],
      ['quantity as true', { session_id: session, product_id: artwork.id, quantity: true }, 400, 'quantity'],
      ['negative quantity', { session_id: session, product_id: artwork.id, quantity: -1 }, 400, 'quantity'],
      ['zero quantity', { session_id: session, product_id: artwork.id, quantity: 0 }, 400, 'quantity'],
      ['huge quantity', { session_id: session, product_id: artwork.id, quantity: 1e12 }, 400, 'quantity'],
      ['fractional quantity', { session_id: session, product_id: artwork.id, quantity: 1.5 }, 400, 'quantity'],
      ['tampered price', { session_id: session, product_id: artwork.id, product_price: 1 }, 400],
      ['missing session', { product_id: artwork.id }, 400, 'session_id'],
      ['short session', { session_id: 'abc', product_id: artwork.id }, 400, 'session_id'],
      ['session with a path', { session_id: '../../etc/passwd', product_id: artwork.id }, 400, 'session_id'],
      ['array body', [1, 2], 400],
      ['null body', null, 400],
      ['huge colour', { session_id: session, product_id: artwork.id, color: 'x'.repeat(1000) }, 400, 'color'],
    ];
    for (const [name, body, status, field] of cases) {
      const res = await json(t.app, 'POST', '/admin/api/cart/add', body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expectRefusal(res, status, field);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/admin/api/cart/add',
      payload: '{"session_id": "abcdefgh", ',
      headers: { 'content-type': 'application/json' },
    });
    expectRefusal(malformed, 400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/admin/api/cart/add',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    // Fastify reads text/plain as a string, which the schema then refuses.
    expectRefusal(text, 400);

    expectRefusal(
      await json(t.app, 'POST', '/admin/api/cart/delete', {
        session_id: session,
        product_id: artwork.id,
        quantity: -3,
      }),
      400,
      'quantity',
    );
    expectRefusal(
      await json(t.app, 'POST', '/admin/api/cart/delete_all', { session_id: session, everything: true }),
      400,
    );
    expectRefusal(await json(t.app, 'GET', '/admin/api/cart/list/bad%20id'), 400, 'session_id');
    expect((await list(session)).result).toEqual([]);
  });
});

describe('the cart of a logged-in customer', () => {
  it('is linked to the customer, merges the guest cart at login (capped at stock) and is not shown after logout', async () => {
    const customer = await insertCustomer(t.db);
    const limited = await insertArtwork(t.db, { edition_type: 'limited', stock: 3 });
    const unique = await insertArtwork(t.db);

    // On another device, logged in: two of the limited edition.
    const laptop = newSessionId();
    const firstToken = await loginToken(t.app, customer.email);
    expect((await addToCart(t.app, laptop, limited.id, { quantity: 2 }, firstToken)).statusCode).toBe(200);

    // On the phone, as a guest: two more of it and a unique work.
    const phone = newSessionId();
    await addToCart(t.app, phone, limited.id, { quantity: 2 });
    await addToCart(t.app, phone, unique.id);

    const token = await loginToken(t.app, customer.email, undefined, phone);
    const merged = await list(phone, token);
    expect(merged.result.map((i) => [i.product_id, i.quantity]).sort()).toEqual(
      [
        [limited.id, 3],
        [unique.id, 1],
      ].sort(),
    );
    // The same cart from the first device.
    expect((await list(laptop, firstToken)).result).toHaveLength(2);
    // A visitor on the phone after logging out does not see the customer's cart.
    const logout = await json(t.app, 'POST', '/admin/api/user/logout', undefined, token);
    expect(logout.statusCode).toBe(200);
    expect((await list(phone)).result).toEqual([]);
    // ...and can start a cart of their own there.
    expect((await addToCart(t.app, phone, unique.id)).statusCode).toBe(200);
    expect((await list(phone)).result).toHaveLength(1);
    // The customer's cart is still there for them.
    expect((await list(laptop, firstToken)).result).toHaveLength(2);
  });
});
