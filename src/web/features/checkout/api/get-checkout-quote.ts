import type { CheckoutQuote } from '#shared/api/orders.ts';
import { api } from '#web/lib/api.ts';

/** GET /order/quote/{session_id}?country=: the cart priced by the server for delivery to that country. */
export const getCheckoutQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutQuote: build.query<CheckoutQuote, { sessionId: string; country: string }>({
      query: ({ sessionId, country }) =>
        `order/quote/${encodeURIComponent(sessionId)}?country=${encodeURIComponent(country)}`,
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetCheckoutQuoteQuery } = getCheckoutQuoteApi;
