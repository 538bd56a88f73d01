import type { z } from 'zod';
import type { loginAnswer, loginBody } from '#shared/api/accounts.ts';
import { api } from '#web/lib/api.ts';

export type LoginBody = z.input<typeof loginBody>;
export type LoginAnswer = z.infer<typeof loginAnswer>;

/**
 * POST /user/login: the server sets the httpOnly session cookie; with `session_id` this browser's
 * guest cart joins the customer's, so the cart, the orders and the profile are fetched afresh.
 */
export const logInApi = api.injectEndpoints({
  endpoints: (build) => ({
    logIn: build.mutation<LoginAnswer, LoginBody>({
      query: (body) => ({ url: 'user/login', method: 'POST', body }),
      invalidatesTags: ['Cart', 'User', 'Order'],
    }),
  }),
});

export const { useLogInMutation } = logInApi;
