import { manageApi } from '../lib/api.ts';
import type { OutboxListQuery, OutboxPage } from '../lib/types.ts';

/** GET /outbox (owner only): mails sent or kept, newest first. */
export const getOutboxApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<OutboxPage, OutboxListQuery>({
      query: (params) => ({ url: 'outbox', params }),
      providesTags: ['Outbox'],
    }),
  }),
});

export const { useGetOutboxQuery } = getOutboxApi;
