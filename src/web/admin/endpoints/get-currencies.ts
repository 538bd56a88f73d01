import type { ManagedCurrency } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';
import type { CurrencyListQuery } from '../lib/types.ts';

/** GET /currencies (owner only), in menu order unless sorted. */
export const getCurrenciesApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrencies: build.query<ManagedCurrency[], CurrencyListQuery | void>({
      query: (params) => ({ url: 'currencies', params: params ?? undefined }),
      transformResponse: (answer: { result: ManagedCurrency[] }) => answer.result,
      providesTags: ['Currency'],
    }),
  }),
});

export const { useGetCurrenciesQuery } = getCurrenciesApi;
