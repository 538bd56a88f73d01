import type { ManagedOrder } from '#shared/api/manage-orders.ts';
import { ordersApi } from './order-tags.ts';

/** GET /orders/:id: one order by its number or public id, with lines, allowed steps and history. */
export const getOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<ManagedOrder, string>({
      query: (ref) => `orders/${encodeURIComponent(ref)}`,
      transformResponse: (answer: { result: ManagedOrder }) => answer.result,
      providesTags: (result, _error, ref) => [{ type: 'Order', id: result?.order_no ?? ref }],
    }),
  }),
});

export const { useGetOrderQuery } = getOrderApi;
