import type { z } from 'zod';
import type { updatePasswordBody } from '#shared/api/accounts.ts';
import type { MessageBody } from '#shared/api/common.ts';
import { api } from '#web/lib/api.ts';

/** POST /user/updatePassword: every other session of the customer ends. */
export const updatePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    updatePassword: build.mutation<MessageBody, z.input<typeof updatePasswordBody>>({
      query: (body) => ({ url: 'user/updatePassword', method: 'POST', body }),
    }),
  }),
});

export const { useUpdatePasswordMutation } = updatePasswordApi;
