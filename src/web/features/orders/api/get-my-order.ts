import type { OrderDetails } from '#shared/api/orders.ts';
import { api } from '#web/lib/api.ts';

/** GET /user/orders/{orderId}: one of the logged-in customer's own orders. */
export const getMyOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyOrder: build.query<OrderDetails, string>({
      query: (orderId) => `user/orders/${encodeURIComponent(orderId)}`,
      transformResponse: (answer: { result: OrderDetails }) => answer.result,
      providesTags: (_result, _error, orderId) => ['Order', { type: 'Order', id: orderId }],
    }),
  }),
});

export const { useGetMyOrderQuery } = getMyOrderApi;
