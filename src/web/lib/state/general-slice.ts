import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The one action sent at start-up (docs/product.md#states-and-messages): marks when this tab's app began. */
export const appStarted = createAction<{ at: string }>('app/started');

export interface GeneralState {
  /** The language last chosen or detected (i18next caches its own copy too). */
  language: string;
  startedAt: string | null;
}

const initialState: GeneralState = { language: 'en', startedAt: null };

export const generalSlice = createSlice({
  name: 'general',
  initialState,
  reducers: {
    languageChanged(state, { payload }: PayloadAction<string>) {
      state.language = payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(appStarted, (state, { payload }) => {
      state.startedAt = payload.at;
    });
  },
});

export const { languageChanged } = generalSlice.actions;
