import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTest } from '#tests/factories/manage-route.ts';
import { productDetailAnswer, productSearchAnswer } from '#shared/api/catalog.ts';
import {
  insertArtwork,
  insertCurrencies,
  insertPrint,
  json,
  placeOrder,
  stockOf,
  type ArtworkRow,
} from '#tests/factories/commerce.ts';
import { isStockOnly, stockTransaction, stockWrite, type CatalogueChange } from '../db/catalogue-writes.ts';
import { reserveStock } from '../modules/catalog/stock.service.ts';
import { worksIn } from './answer-cache.ts';

/**
 * An order changes the stock of a few works: the answer cache invalidates the answers that show them
 * (and the searches filtered by availability) and keeps the rest of the catalogue cached.
 */
const t = routeTest();
let sold: ArtworkRow;
let neighbour: ArtworkRow;
let print: ArtworkRow;

beforeAll(async () => {
  await insertCurrencies(t.db);
  sold = await insertArtwork(t.db, { name: 'Sold at the Opening' });
  neighbour = await insertArtwork(t.db, { name: 'Khareef Mist' });
  print = await insertPrint(t.db, [{ color: 'Sand', sizes: [{ name: 'A3', stock: 4 }] }], {
    name: 'Harbour Lights Print',
  });
});

const post = (url: string, body?: unknown) => json(t.app, 'POST', url, body);
const product = (work: ArtworkRow) => post(`/admin/api/product_id/${work.id}`);
const search = (body: Record<string, unknown>) => post('/admin/api/product_search', { page: 1, per_page: 50, ...body });

describe("the answer cache and an order's stock", () => {
  it('invalidates the answers that show the sold work and keeps the rest of the catalogue cached', async () => {
    const everything = await search({});
    const onlyNeighbour = await search({ search: 'Khareef Mist' });
    const forSale = await search({ availability: 'available' });
    const facetsForSale = () => json(t.app, 'GET', '/admin/api/product_filter?availability=available');
    const countedForSale = await facetsForSale();
    for (const warm of [product(sold), product(neighbour), json(t.app, 'GET', '/admin/api/setting')]) await warm;
    expect(productSearchAnswer.parse(onlyNeighbour.json()).result.map((w) => w.id)).toEqual([neighbour.id]);

    await placeOrder(t.app, { lines: [sold.id] });

    // The sold work's own answer and every list showing it are asked again, and show it sold.
    const soldNow = await product(sold);
    expect(soldNow.headers['x-cache']).toBe('miss');
    expect(productDetailAnswer.parse(soldNow.json()).result.availability).toBe('reserved');
    const everythingNow = await search({});
    expect(everythingNow.headers['x-cache']).toBe('miss');
    expect(everythingNow.body).not.toBe(everything.body);
    const card = productSearchAnswer.parse(everythingNow.json()).result.find((w) => w.id === sold.id);
    expect(card?.availability).toBe('reserved');
    // A search filtered by availability loses the work although it never showed it sold.
    const forSaleNow = await search({ availability: 'available' });
    expect(forSaleNow.headers['x-cache']).toBe('miss');
    expect(productSearchAnswer.parse(forSaleNow.json()).total).toBe(
      productSearchAnswer.parse(forSale.json()).total - 1,
    );

    // So do the facet counts of the works on sale.
    const countedNow = await facetsForSale();
    expect(countedNow.headers['x-cache']).toBe('miss');
    expect(countedNow.body).not.toBe(countedForSale.body);

    // The rest stays cached.
    expect((await product(neighbour)).headers['x-cache']).toBe('hit');
    const neighbourAgain = await search({ search: 'Khareef Mist' });
    expect(neighbourAgain.headers['x-cache']).toBe('hit');
    expect(neighbourAgain.body).toBe(onlyNeighbour.body);
    expect((await json(t.app, 'GET', '/admin/api/setting')).headers['x-cache']).toBe('hit');
  });

  it("invalidates a print's answers when one of its sizes sells", async () => {
    await product(print);
    await product(neighbour);
    await placeOrder(t.app, { lines: [[print.id, { color: 'Sand', size: 'A3' }]] });
    const after = await product(print);
    expect(after.headers['x-cache']).toBe('miss');
    expect(productDetailAnswer.parse(after.json()).result.variation[0]?.size[0]?.stock).toBe(3);
    expect((await product(neighbour)).headers['x-cache']).toBe('hit');
  });

  it('still empties everything for a back-office change, and for a stock write outside an order', async () => {
    await product(neighbour);
    await t.db.updateTable('artwork').set({ stock: 2 }).where('id', '=', print.id).execute();
    expect((await product(neighbour)).headers['x-cache']).toBe('miss');
  });
});

describe('stock transactions', () => {
  const changes: CatalogueChange[] = [];
  let stop: () => void;
  beforeAll(() => {
    stop = t.catalogueWrites.subscribe((change) => changes.push(change));
  });
  afterAll(() => stop());

  it('report the works again when the transaction ends, rolled back or not', async () => {
    const work = await insertArtwork(t.db, { stock: 2 });
    changes.length = 0;
    let seenInside = 0;
    const refused = stockTransaction(() =>
      t.db.transaction().execute(async (tx) => {
        expect(await reserveStock(tx, work.id, '', '', 1)).toBe(true);
        seenInside = changes.length;
        throw new Error('the next line was sold meanwhile');
      }),
    );
    await expect(refused).rejects.toThrow('sold meanwhile');
    // Once when the statement ran (before the commit), once after the transaction ended.
    expect(seenInside).toBe(1);
    expect(changes).toEqual([{ stockOf: [work.id] }, { stockOf: [work.id] }]);
    expect(await stockOf(t.db, work.id)).toEqual({ stock: 2, availability: 'available' });
  });

  it('report any other write inside them as a change of everything', async () => {
    const work = await insertArtwork(t.db);
    changes.length = 0;
    await stockTransaction(() =>
      t.db
        .transaction()
        .execute((tx) =>
          stockWrite(work.id, () =>
            tx.updateTable('artwork').set({ name: 'Renamed' }).where('id', '=', work.id).execute(),
          ),
        ),
    );
    expect(changes[0]).toBe('everything');
  });

  it('report a stock statement not named by stockWrite as a change of everything', async () => {
    const work = await insertArtwork(t.db);
    changes.length = 0;
    await stockTransaction(() =>
      t.db.transaction().execute(async (tx) => {
        await stockWrite(work.id, () =>
          tx.updateTable('artwork').set({ stock: 3 }).where('id', '=', work.id).execute(),
        );
        await tx.updateTable('artwork').set({ stock: 4 }).where('id', '=', work.id).execute();
      }),
    );
    expect(changes).toEqual([{ stockOf: [work.id] }, 'everything', { stockOf: [work.id] }]);
  });

  it('tell a stock statement by the columns it sets', () => {
    const node = (q: { toOperationNode(): unknown }) => q.toOperationNode() as Parameters<typeof isStockOnly>[0];
    expect(
      isStockOnly(node(t.db.updateTable('artwork').set({ stock: 0, availability: 'sold', updated_at: 'x' }))),
    ).toBe(true);
    expect(isStockOnly(node(t.db.updateTable('variation_size').set({ stock: 3 })))).toBe(true);
    expect(isStockOnly(node(t.db.updateTable('artwork').set({ stock: 0, price: 1 })))).toBe(false);
    expect(isStockOnly(node(t.db.updateTable('variation_size').set({ name: 'A2' })))).toBe(false);
    expect(isStockOnly(node(t.db.deleteFrom('artwork')))).toBe(false);
  });
});

describe('worksIn', () => {
  it('finds every artwork of an answer, however deep, and nothing else', () => {
    const answer = {
      result: {
        id: 1,
        product_slug: 'dunes',
        artist_profile: { id: 7, artist_slug: 'nadia' },
        related: [{ id: 2, product_slug: 'coast' }],
      },
      sections: [{ id: 9, artworks: [{ id: 3, product_slug: 'wadi' }] }],
    };
    expect([...worksIn(answer)].sort()).toEqual([1, 2, 3]);
    expect(worksIn({ result: { company_name: 'Bait Al Fann' } }).size).toBe(0);
  });
});
