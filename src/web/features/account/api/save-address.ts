import type { Address, AddressBody } from '#shared/api/accounts.ts';
import { api } from '#web/lib/api.ts';

/** POST /user/addresses (new) or PUT /user/addresses/{id} (replaces the whole address). */
export const saveAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveAddress: build.mutation<{ message: string; result: Address }, { id?: number; body: AddressBody }>({
      query: ({ id, body }) =>
        id ? { url: `user/addresses/${id}`, method: 'PUT', body } : { url: 'user/addresses', method: 'POST', body },
      invalidatesTags: [{ type: 'User', id: 'ADDRESSES' }],
    }),
  }),
});

export const { useSaveAddressMutation } = saveAddressApi;
