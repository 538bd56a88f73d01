/** A cart line and the cart API's answer around lines, for the cart's component tests. */
import type { CartAnswer, CartItem } from '#shared/api/cart.ts';

export const cartLine: CartItem = {
  cartItemId: 7,
  product_id: 42,
  product_slug: 'dunes-at-dawn',
  product_name: 'Dunes at Dawn',
  feature_image: '/media/dunes-400.webp',
  product_price: 120_000,
  price: 120_000,
  discount: 0,
  quantity: 2,
  color: '',
  size: '',
  stock: 3,
  availability: 'available',
  purchasable: true,
  line_total: 240_000,
};

/** GET /cart/list's answer holding `result`. */
export const cartAnswer = (result: CartItem[]): CartAnswer => ({
  result,
  sub_total: result.reduce((sum, line) => sum + line.line_total, 0),
  tax_price: 12_000,
  shipping_price: 0,
  total_price: 252_000,
  item_count: result.reduce((sum, line) => sum + line.quantity, 0),
  free_delivery_threshold: 200_000,
});
