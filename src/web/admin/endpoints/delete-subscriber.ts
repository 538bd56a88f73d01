import type { MessageBody } from '#shared/api/common.ts';
import { manageApi } from '../lib/api.ts';

/** DELETE /subscribers/:id */
export const deleteSubscriberApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    deleteSubscriber: build.mutation<MessageBody, number>({
      query: (id) => ({ url: `subscribers/${id}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? [{ type: 'Subscriber', id: 'LIST' }, 'Audit'] : []),
    }),
  }),
});

export const { useDeleteSubscriberMutation } = deleteSubscriberApi;
