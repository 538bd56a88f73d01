import { manageApi } from '../lib/api.ts';
import type { OutboxMail } from '../lib/types.ts';

/** GET /outbox/:id (owner only): one mail with its HTML, to be shown only in a sandboxed frame. */
export const getOutboxMailApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getOutboxMail: build.query<OutboxMail, number>({
      query: (id) => `outbox/${id}`,
      transformResponse: (answer: { result: OutboxMail }) => answer.result,
      providesTags: ['Outbox'],
    }),
  }),
});

export const { useGetOutboxMailQuery } = getOutboxMailApi;
