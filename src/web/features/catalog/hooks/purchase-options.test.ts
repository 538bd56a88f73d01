import { describe, expect, it } from 'vitest';
import {
  chosenQuantity,
  initialPurchase,
  maxQuantity,
  purchaseReducer,
  stockOf,
  type PurchaseAction,
  type PurchaseState,
} from './purchase-options.ts';

const print = {
  stock: 0,
  variation: [
    {
      color: 'white',
      size: [
        { name: 'm', stock: 3 },
        { name: 'xl', stock: 0 },
      ],
    },
    {
      color: 'black',
      size: [
        { name: 'x', stock: 0 },
        { name: 'xxl', stock: 2 },
      ],
    },
  ],
};

const run = (state: PurchaseState, ...actions: PurchaseAction[]) => actions.reduce(purchaseReducer(print), state);

describe('purchase options (docs/product.md#forms-and-validation)', () => {
  it('starts on the first colour with stock, its first size in stock, quantity 1', () => {
    expect(initialPurchase(print)).toEqual({ color: 'white', size: 'm', quantity: 1 });
    expect(initialPurchase({ stock: 4, variation: [] })).toEqual({ color: null, size: null, quantity: 1 });
  });

  it('keeps the quantity between 1 and the stock of the chosen size', () => {
    const start = initialPurchase(print);
    expect(run(start, { type: 'decrement' }).quantity).toBe(1);
    expect(run(start, { type: 'increment' }, { type: 'increment' }).quantity).toBe(3);
    expect(
      run(start, { type: 'increment' }, { type: 'increment' }, { type: 'increment' }, { type: 'increment' }).quantity,
    ).toBe(3);
    expect(run(start, { type: 'increment' }, { type: 'increment' }, { type: 'decrement' }).quantity).toBe(2);
  });

  it('resets the quantity to 1 and takes the stock of the new size when the colour or the size changes', () => {
    const three = run(initialPurchase(print), { type: 'increment' }, { type: 'increment' });
    expect(three.quantity).toBe(3);

    const black = run(three, { type: 'color', color: 'black' });
    expect(black).toEqual({ color: 'black', size: 'xxl', quantity: 1 });
    expect(stockOf(print, black)).toBe(2);
    expect(run(black, { type: 'increment' }, { type: 'increment' }, { type: 'increment' }).quantity).toBe(2);

    const sizeChanged = run(three, { type: 'size', size: 'xl' });
    expect(sizeChanged).toEqual({ color: 'white', size: 'xl', quantity: 1 });
    expect(stockOf(print, sizeChanged)).toBe(0);
  });

  it('ignores a colour or size the artwork does not have', () => {
    const start = initialPurchase(print);
    expect(run(start, { type: 'color', color: 'green' })).toBe(start);
    expect(run(start, { type: 'size', size: 'xxl' })).toBe(start);
  });

  it('uses the artwork stock when there are no variations, and subtracts what the cart holds', () => {
    const painting = { stock: 2, variation: [] };
    expect(stockOf(painting, { color: null, size: null })).toBe(2);
    const reducer = purchaseReducer(painting, () => 1);
    expect(reducer({ color: null, size: null, quantity: 1 }, { type: 'increment' }).quantity).toBe(1);
    expect(maxQuantity(2, 1)).toBe(1);
    expect(maxQuantity(0)).toBe(1);
  });

  it('lowers a chosen quantity once the cart has taken part of the stock', () => {
    const edition = { stock: 5, variation: [] };
    const chosen = { color: null, size: null, quantity: 3 };
    let held = 0;
    const inCart = () => held;
    expect(chosenQuantity(edition, chosen, inCart)).toBe(3);
    // Add To Cart put 3 of the 5 in the cart: only 2 more may be picked.
    held = 3;
    expect(chosenQuantity(edition, chosen, inCart)).toBe(2);
    const reducer = purchaseReducer(edition, inCart);
    expect(reducer(chosen, { type: 'increment' }).quantity).toBe(2);
    expect(reducer(chosen, { type: 'decrement' }).quantity).toBe(1);
  });
});
