import type { MessageBody } from '#shared/api/common.ts';
import { manageApi } from '../lib/api.ts';

/** DELETE /currencies/:code (owner only; not OMR, not the default). */
export const deleteCurrencyApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    deleteCurrency: build.mutation<MessageBody, string>({
      query: (code) => ({ url: `currencies/${encodeURIComponent(code)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['Currency', 'Audit'] : []),
    }),
  }),
});

export const { useDeleteCurrencyMutation } = deleteCurrencyApi;
