import { describe, expect, it } from 'vitest';
import type { CartItem } from '#shared/api/cart.ts';
import { blockingLines, canAddOne, lineProblem, missingForFreeDelivery, variantText } from './cart-rules.ts';

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  cartItemId: 1,
  product_id: 24,
  product_slug: 'night-script',
  product_name: 'Night Script',
  feature_image: '',
  product_price: 95_000,
  price: 95_000,
  discount: 0,
  quantity: 1,
  color: 'black',
  size: 'A3 30x42',
  stock: 3,
  availability: 'available',
  purchasable: true,
  line_total: 95_000,
  ...overrides,
});

describe('cart line rules', () => {
  it('offers one more only while the stock of that colour and size allows it', () => {
    expect(canAddOne(line({ quantity: 2, stock: 3 }))).toBe(true);
    expect(canAddOne(line({ quantity: 3, stock: 3 }))).toBe(false);
    expect(canAddOne(line({ quantity: 1, stock: 1 }))).toBe(false);
    expect(canAddOne(line({ quantity: 1, stock: 5, availability: 'reserved' }))).toBe(false);
  });

  it('says why a line cannot be bought as it stands', () => {
    expect(lineProblem(line())).toBeNull();
    expect(lineProblem(line({ availability: 'sold', stock: 0, purchasable: false }))).toBe('sold');
    expect(lineProblem(line({ availability: 'reserved', purchasable: false }))).toBe('reserved');
    expect(lineProblem(line({ stock: 0, purchasable: false }))).toBe('soldOut');
    expect(lineProblem(line({ quantity: 4, stock: 2, purchasable: false }))).toBe('short');
    expect(blockingLines([line(), line({ cartItemId: 2, purchasable: false })]).map((l) => l.cartItemId)).toEqual([2]);
  });

  it('counts what is missing for free delivery', () => {
    expect(missingForFreeDelivery(150_000, 200_000)).toBe(50_000);
    expect(missingForFreeDelivery(200_000, 200_000)).toBe(0);
    expect(missingForFreeDelivery(0, 200_000)).toBe(0);
    expect(missingForFreeDelivery(150_000, 0)).toBe(0);
  });

  it('writes colour and size as one line', () => {
    expect(variantText(line())).toBe('black · A3 30 × 42');
    expect(variantText(line({ color: '', size: '' }))).toBe('');
  });
});
