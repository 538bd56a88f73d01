import type { MessageBody } from '#shared/api/common.ts';
import { api } from '#web/lib/api.ts';

/** POST /user/logout: the server clears the session cookie (docs/product.md#sessions-and-accounts). */
export const signOutApi = api.injectEndpoints({
  endpoints: (build) => ({
    signOut: build.mutation<MessageBody, void>({
      query: () => ({ url: 'user/logout', method: 'POST', body: {} }),
      // The cart was the customer's: this browser is a guest again, with the guest's (empty) cart.
      // The profile, addresses and orders are not fetched again (they would only answer 401); the
      // account pages stop asking once the profile is gone, and the next login fetches them afresh.
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useSignOutMutation } = signOutApi;
