import type { z } from 'zod';
import type { PlaceOrderBody, placeOrderAnswer } from '#shared/api/orders.ts';
import { api } from '#web/lib/api.ts';

export type PlaceOrderAnswer = z.infer<typeof placeOrderAnswer>;

/**
 * POST /order/place. The cart is fetched again whatever the answer: emptied by the order, or
 * showing the work that has just been sold to someone else.
 */
export const placeOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<PlaceOrderAnswer, PlaceOrderBody>({
      query: (body) => ({ url: 'order/place', method: 'POST', body }),
      invalidatesTags: ['Cart', 'Order'],
    }),
  }),
});

export const { usePlaceOrderMutation } = placeOrderApi;
