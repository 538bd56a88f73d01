import { manageApi } from '../lib/api.ts';
import type { MessageListQuery, MessagePage } from '../lib/types.ts';

/** GET /messages: the contact form's messages, newest first; `unread` counts them all. */
export const getMessagesApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<MessagePage, MessageListQuery>({
      query: (params) => ({ url: 'messages', params }),
      providesTags: [{ type: 'Message', id: 'LIST' }],
    }),
  }),
});

export const { useGetMessagesQuery } = getMessagesApi;
