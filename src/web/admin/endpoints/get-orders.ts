import type { OrderListAnswer, OrderListQuery } from '#shared/api/manage-orders.ts';
import { ordersApi } from './order-tags.ts';

/** GET /orders: one page of orders with search, filters and sort (owners and editors). */
export const getOrdersApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderListAnswer, OrderListQuery>({
      query: (params) => ({ url: 'orders', params }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useGetOrdersQuery } = getOrdersApi;
