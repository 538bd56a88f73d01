import { manageApi } from '../lib/api.ts';
import type { SubscriberListQuery, SubscriberPage } from '../lib/types.ts';

/** GET /subscribers: newest first, searched by address. */
export const getSubscribersApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscribers: build.query<SubscriberPage, SubscriberListQuery>({
      query: (params) => ({ url: 'subscribers', params }),
      providesTags: [{ type: 'Subscriber', id: 'LIST' }],
    }),
  }),
});

export const { useGetSubscribersQuery } = getSubscribersApi;
