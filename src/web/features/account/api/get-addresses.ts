import type { Address } from '#shared/api/accounts.ts';
import { api } from '#web/lib/api.ts';

/** GET /user/addresses: the customer's address book, default first. */
export const getAddressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], void>({
      query: () => 'user/addresses',
      transformResponse: (answer: { result: Address[] }) => answer.result,
      providesTags: [{ type: 'User', id: 'ADDRESSES' }],
    }),
  }),
});

export const { useGetAddressesQuery } = getAddressesApi;
