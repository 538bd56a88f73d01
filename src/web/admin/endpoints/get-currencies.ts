import type { ManagedCurrency } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /currencies (owner only), in menu order. */
export const getCurrenciesApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrencies: build.query<ManagedCurrency[], void>({
      query: () => 'currencies',
      transformResponse: (answer: { result: ManagedCurrency[] }) => answer.result,
      providesTags: ['Currency'],
    }),
  }),
});

export const { useGetCurrenciesQuery } = getCurrenciesApi;
