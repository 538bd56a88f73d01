import type { CartDeleteBody, CartMutationAnswer } from '#shared/api/cart.ts';
import { api } from '#web/lib/api.ts';

/** POST /cart/delete: removes a line (or `quantity` of it); the cart is fetched again afterwards. */
export const removeFromCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeFromCart: build.mutation<CartMutationAnswer, CartDeleteBody>({
      query: (body) => ({ url: 'cart/delete', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useRemoveFromCartMutation } = removeFromCartApi;
