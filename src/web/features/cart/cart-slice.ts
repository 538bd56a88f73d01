import { createSlice } from '@reduxjs/toolkit';
import type { CartItem } from '#shared/api/cart.ts';
import { getCartApi } from './api/get-cart.ts';

/**
 * The client's mirror of the server cart (DECISIONS §6: the server is the truth). Persisted, so the
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
  error: null,
};

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
      .addMatcher(getCart.matchFulfilled, (state, { payload }) => {
        state.status = 'succeeded';
        state.items = payload.result;
        state.itemCount = payload.item_count;
        state.subTotal = payload.sub_total;
        state.taxPrice = payload.tax_price;
        state.shippingPrice = payload.shipping_price;
        state.totalPrice = payload.total_price;
        state.error = null;
      })
      .addMatcher(getCart.matchRejected, (state, action) => {
        state.status = 'failed';
        // SPEC §8: the server's response body is kept as the error.
        state.error = action.payload ?? action.error;
      });
  },
});

export const { cartCleared } = cartSlice.actions;
