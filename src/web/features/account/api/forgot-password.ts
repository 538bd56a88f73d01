import type { MessageBody } from '#shared/api/common.ts';
import { api } from '#web/lib/api.ts';

/** POST /user/forgotPassword: a reset link by e-mail (the answer is the same whether the account exists). */
export const forgotPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageBody, { email: string }>({
      query: (body) => ({ url: 'user/forgotPassword', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation } = forgotPasswordApi;
