import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SavedArtwork } from './saved-artwork.ts';

export interface WishlistState {
  items: SavedArtwork[];
}

const initialState: WishlistState = { items: [] };

/** docs/product.md#states-and-messages: the wishlist holds each artwork once. */
export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    addedToWishlist(state, { payload }: PayloadAction<SavedArtwork>) {
      if (!state.items.some((item) => item.id === payload.id)) state.items.push(payload);
    },
    removedFromWishlist(state, { payload }: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== payload);
    },
    wishlistCleared(state) {
      state.items = [];
    },
  },
});

export const { addedToWishlist, removedFromWishlist, wishlistCleared } = wishlistSlice.actions;
