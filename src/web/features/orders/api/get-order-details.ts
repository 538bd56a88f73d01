import type { OrderDetails } from '#shared/api/orders.ts';
import { api } from '#web/lib/api.ts';

/** GET /order_details/{orderId}: one order by its public id (docs/product.md#api: data.result). */
export const getOrderDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderDetails: build.query<OrderDetails, string>({
      query: (orderId) => `order_details/${encodeURIComponent(orderId)}`,
      transformResponse: (answer: { result: OrderDetails }) => answer.result,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useGetOrderDetailsQuery } = getOrderDetailsApi;
