import { createSlice } from '@reduxjs/toolkit';
import type { CartAnswer, CartItem } from '#shared/api/cart.ts';
import { addToCartApi } from './api/add-to-cart.ts';
import { clearCartApi } from './api/clear-cart.ts';
import { getCartApi } from './api/get-cart.ts';
import { removeFromCartApi } from './api/remove-from-cart.ts';

/**
 * The client's mirror of the server cart (docs/product.md#cart-stock-and-orders: the server is the truth). Persisted, so the
 * header shows the right count at once on the next visit while the fresh cart loads.
 */
export interface CartState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  items: CartItem[];
  itemCount: number;
  subTotal: number;
  taxPrice: number;
  shippingPrice: number;
  totalPrice: number;
  /** Baisa; 0 until the server said (older stored state has none). */
  freeDeliveryThreshold: number;
  error: unknown;
}

export const initialCartState: CartState = {
  status: 'idle',
  items: [],
  itemCount: 0,
  subTotal: 0,
  taxPrice: 0,
  shippingPrice: 0,
  totalPrice: 0,
  freeDeliveryThreshold: 0,
  error: null,
};

function mirror(state: CartState, answer: CartAnswer) {
  state.status = 'succeeded';
  // The same lines stay the same array, so that what shows them is not rendered again for nothing.
  if (JSON.stringify(state.items) !== JSON.stringify(answer.result)) state.items = answer.result;
  state.itemCount = answer.item_count;
  state.subTotal = answer.sub_total;
  state.taxPrice = answer.tax_price;
  state.shippingPrice = answer.shipping_price;
  state.totalPrice = answer.total_price;
  state.freeDeliveryThreshold = answer.free_delivery_threshold;
  state.error = null;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartCleared: () => initialCartState,
  },
  extraReducers: (builder) => {
    const { getCart } = getCartApi.endpoints;
    builder
      .addMatcher(getCart.matchPending, (state) => {
        state.status = 'loading';
      })
      .addMatcher(getCart.matchFulfilled, (state, { payload }) => mirror(state, payload))
      .addMatcher(getCart.matchRejected, (state, action) => {
        state.status = 'failed';
        // docs/product.md#error-messages: the server's response body is kept as the error.
        state.error = action.payload ?? action.error;
      })
      // Each change answers the cart as it now is: shown at once, then confirmed by the refetch.
      .addMatcher(addToCartApi.endpoints.addToCart.matchFulfilled, (state, { payload }) => mirror(state, payload))
      .addMatcher(removeFromCartApi.endpoints.removeFromCart.matchFulfilled, (state, { payload }) =>
        mirror(state, payload),
      )
      .addMatcher(clearCartApi.endpoints.clearCart.matchFulfilled, (state, { payload }) => mirror(state, payload));
  },
});

export const { cartCleared } = cartSlice.actions;
