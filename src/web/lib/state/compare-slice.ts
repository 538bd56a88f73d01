import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SavedArtwork } from './saved-artwork.ts';

export interface CompareState {
  items: SavedArtwork[];
}

const initialState: CompareState = { items: [] };

export const compareSlice = createSlice({
  name: 'compare',
  initialState,
  reducers: {
    addedToCompare(state, { payload }: PayloadAction<SavedArtwork>) {
      // The compare button is disabled once an artwork is there (docs/product.md#forms-and-validation); keep the list clean regardless.
      if (!state.items.some((item) => item.id === payload.id)) state.items.push(payload);
    },
    removedFromCompare(state, { payload }: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== payload);
    },
    compareCleared(state) {
      state.items = [];
    },
  },
});

export const { addedToCompare, removedFromCompare, compareCleared } = compareSlice.actions;
