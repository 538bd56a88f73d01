import type { MessageBody } from '#shared/api/common.ts';
import { api } from '#web/lib/api.ts';

/** DELETE /user/addresses/{id}; when it was the default, the next address becomes the default. */
export const deleteAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAddress: build.mutation<MessageBody, number>({
      query: (id) => ({ url: `user/addresses/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'User', id: 'ADDRESSES' }],
    }),
  }),
});

export const { useDeleteAddressMutation } = deleteAddressApi;
