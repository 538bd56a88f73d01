import type { z } from 'zod';
import type { orderSummary } from '#shared/api/orders.ts';
import { api } from '#web/lib/api.ts';

export type OrderSummary = z.infer<typeof orderSummary>;

/** GET /user/orders: the logged-in customer's orders, newest first. */
export const getMyOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<OrderSummary[], void>({
      query: () => 'user/orders',
      transformResponse: (answer: { result: OrderSummary[] }) => answer.result,
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetMyOrdersQuery } = getMyOrdersApi;
