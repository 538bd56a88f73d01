import type { CartAddBody, CartMutationAnswer } from '#shared/api/cart.ts';
import { api } from '#web/lib/api.ts';

/** POST /cart/add; the cart is fetched again afterwards (docs/product.md#states-and-messages). */
export const addToCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    addToCart: build.mutation<CartMutationAnswer, CartAddBody>({
      query: (body) => ({ url: 'cart/add', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useAddToCartMutation } = addToCartApi;
