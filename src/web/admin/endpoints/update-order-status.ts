import type { ManagedOrder, OrderStateBody } from '#shared/api/manage-orders.ts';
import { ordersApi } from './order-tags.ts';

/** PATCH /orders/:id/status: moves the order along an allowed step (409 names the refused field). */
export const updateOrderStatusApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    updateOrderStatus: build.mutation<ManagedOrder, { orderNo: string; body: OrderStateBody }>({
      query: ({ orderNo, body }) => ({ url: `orders/${encodeURIComponent(orderNo)}/status`, method: 'PATCH', body }),
      transformResponse: (answer: { result: ManagedOrder }) => answer.result,
      // A refusal (409) may mean someone else moved the order: reload it either way.
      invalidatesTags: (result, _error, { orderNo }) => [
        { type: 'Order', id: orderNo },
        ...(result ? ([{ type: 'Order', id: 'LIST' }, 'Dashboard', 'Audit', 'Customer'] as const) : []),
      ],
    }),
  }),
});

export const { useUpdateOrderStatusMutation } = updateOrderStatusApi;
