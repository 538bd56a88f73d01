import type { ManagedOrder } from '#shared/api/manage-orders.ts';
import { ordersApi } from './order-tags.ts';

/** POST /orders/:id/cancel: cancels the order and puts its artworks back on sale (once). */
export const cancelOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    cancelOrder: build.mutation<ManagedOrder, string>({
      query: (orderNo) => ({ url: `orders/${encodeURIComponent(orderNo)}/cancel`, method: 'POST' }),
      transformResponse: (answer: { result: ManagedOrder }) => answer.result,
      invalidatesTags: (result, _error, orderNo) => [
        { type: 'Order', id: orderNo },
        ...(result ? ([{ type: 'Order', id: 'LIST' }, 'Dashboard', 'Audit', 'Customer'] as const) : []),
      ],
    }),
  }),
});

export const { useCancelOrderMutation } = cancelOrderApi;
