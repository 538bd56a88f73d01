import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrencyInfo } from '#shared/api/gallery.ts';

/**
 * The display currency the visitor chose (docs/product.md#data fields). `currencyCode` null means "not chosen":
 * the site's default currency from the settings applies. The symbol and rate are a snapshot for the
 * first paint of the next visit; the live rates in the settings win once they arrive.
 */
export interface CurrencyState {
  currencyCode: string | null;
  currencySymbol: string;
  currencyName: string;
  currencyRate: string;
  decimals: number;
}

export const initialCurrencyState: CurrencyState = {
  currencyCode: null,
  currencySymbol: '',
  currencyName: '',
  currencyRate: '1',
  decimals: 2,
};

export const currencySlice = createSlice({
  name: 'currency',
  initialState: initialCurrencyState,
  reducers: {
    currencyChosen(_state, { payload }: PayloadAction<CurrencyInfo>) {
      return {
        currencyCode: payload.code,
        currencySymbol: payload.currencySymbol,
        currencyName: payload.currencyName,
        currencyRate: payload.currencyRate,
        decimals: payload.decimals,
      };
    },
  },
});

export const { currencyChosen } = currencySlice.actions;
