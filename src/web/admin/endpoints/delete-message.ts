import type { MessageBody } from '#shared/api/common.ts';
import { manageApi } from '../lib/api.ts';

/** DELETE /messages/:id */
export const deleteMessageApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    deleteMessage: build.mutation<MessageBody, number>({
      query: (id) => ({ url: `messages/${id}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? [{ type: 'Message', id: 'LIST' }, 'Audit'] : []),
    }),
  }),
});

export const { useDeleteMessageMutation } = deleteMessageApi;
