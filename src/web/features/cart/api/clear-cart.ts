import type { CartMutationAnswer } from '#shared/api/cart.ts';
import { api } from '#web/lib/api.ts';

/** POST /cart/delete_all: empties this browser's cart; the cart is fetched again afterwards (docs/product.md#states-and-messages). */
export const clearCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    clearCart: build.mutation<CartMutationAnswer, { session_id: string }>({
      query: (body) => ({ url: 'cart/delete_all', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useClearCartMutation } = clearCartApi;
