import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SavedArtwork } from './saved-artwork.ts';

/** How many artworks the visitor's trail keeps. */
export const RECENTLY_VIEWED_LIMIT = 12;

export interface ProductState {
  /** Artworks whose page the visitor opened, the latest first, each once. */
  recentlyViewed: SavedArtwork[];
}

const initialState: ProductState = { recentlyViewed: [] };

/** The persisted `product` state (docs/product.md#data): the artworks a visitor looked at, to find them again. */
export const productSlice = createSlice({
  name: 'product',
  initialState,
  reducers: {
    artworkViewed(state, { payload }: PayloadAction<SavedArtwork>) {
      state.recentlyViewed = [payload, ...state.recentlyViewed.filter((item) => item.id !== payload.id)].slice(
        0,
        RECENTLY_VIEWED_LIMIT,
      );
    },
    recentlyViewedCleared(state) {
      state.recentlyViewed = [];
    },
  },
});

export const { artworkViewed, recentlyViewedCleared } = productSlice.actions;
