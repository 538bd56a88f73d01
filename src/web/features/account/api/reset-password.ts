import type { MessageBody } from '#shared/api/common.ts';
import { api } from '#web/lib/api.ts';

/** POST /user/resetPassword: a new password from the e-mailed link; every session ends. */
export const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<MessageBody, { token: string; password: string }>({
      query: (body) => ({ url: 'user/resetPassword', method: 'POST', body }),
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
