import { manageApi } from '../lib/api.ts';
import type { ContactMessage } from '../lib/types.ts';

/** PATCH /messages/:id: read or unread. */
export const markMessageApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    markMessage: build.mutation<ContactMessage, { id: number; read: boolean }>({
      query: ({ id, read }) => ({ url: `messages/${id}`, method: 'PATCH', body: { read } }),
      transformResponse: (answer: { result: ContactMessage }) => answer.result,
      invalidatesTags: (result) => (result ? [{ type: 'Message', id: 'LIST' }] : []),
    }),
  }),
});

export const { useMarkMessageMutation } = markMessageApi;
