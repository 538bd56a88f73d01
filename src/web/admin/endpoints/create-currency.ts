import type { ManagedCurrency, NewCurrencyBody } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** POST /currencies (owner only). */
export const createCurrencyApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    createCurrency: build.mutation<ManagedCurrency, NewCurrencyBody>({
      query: (body) => ({ url: 'currencies', method: 'POST', body }),
      transformResponse: (answer: { result: ManagedCurrency }) => answer.result,
      invalidatesTags: (result) => (result ? ['Currency', 'Audit'] : []),
    }),
  }),
});

export const { useCreateCurrencyMutation } = createCurrencyApi;
