import type { CurrencyBody, ManagedCurrency } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** PUT /currencies/:code (owner only). */
export const updateCurrencyApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    updateCurrency: build.mutation<ManagedCurrency, { code: string; body: CurrencyBody }>({
      query: ({ code, body }) => ({ url: `currencies/${encodeURIComponent(code)}`, method: 'PUT', body }),
      transformResponse: (answer: { result: ManagedCurrency }) => answer.result,
      invalidatesTags: (result) => (result ? ['Currency', 'Audit'] : []),
    }),
  }),
});

export const { useUpdateCurrencyMutation } = updateCurrencyApi;
