import type { CartAnswer } from '#shared/api/cart.ts';
import { api } from '#web/lib/api.ts';

/** GET /cart/list/{session_id}: the lines and totals of this browser's cart (docs/product.md#api). */
export const getCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartAnswer, string>({
      query: (sessionId) => `cart/list/${encodeURIComponent(sessionId)}`,
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartQuery } = getCartApi;
