import type { ManagedOrder } from '#shared/api/manage-orders.ts';
import type { RefundOrderBody, ShipOrderBody } from '#shared/api/order-after-sale.ts';
import { ordersApi } from './order-tags.ts';

const afterChange = (result: ManagedOrder | undefined, orderNo: string) => [
  { type: 'Order' as const, id: orderNo },
  ...(result ? ([{ type: 'Order', id: 'LIST' }, 'Dashboard', 'Audit', 'Customer'] as const) : []),
];

/**
 * POST /orders/:id/ship (carrier and tracking number, the collector is written to) and
 * POST /orders/:id/refund (an amount in baisa and its reason).
 */
export const afterSaleApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    shipOrder: build.mutation<ManagedOrder, { orderNo: string; body: ShipOrderBody }>({
      query: ({ orderNo, body }) => ({ url: `orders/${encodeURIComponent(orderNo)}/ship`, method: 'POST', body }),
      transformResponse: (answer: { result: ManagedOrder }) => answer.result,
      invalidatesTags: (result, _error, { orderNo }) => afterChange(result, orderNo),
    }),
    refundOrder: build.mutation<ManagedOrder, { orderNo: string; body: RefundOrderBody }>({
      query: ({ orderNo, body }) => ({ url: `orders/${encodeURIComponent(orderNo)}/refund`, method: 'POST', body }),
      transformResponse: (answer: { result: ManagedOrder }) => answer.result,
      invalidatesTags: (result, _error, { orderNo }) => afterChange(result, orderNo),
    }),
  }),
});

export const { useShipOrderMutation, useRefundOrderMutation } = afterSaleApi;
