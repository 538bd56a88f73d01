import type { z } from 'zod';
import type { registerBody } from '#shared/api/accounts.ts';
import type { MessageBody } from '#shared/api/common.ts';
import { api } from '#web/lib/api.ts';

export type RegisterBody = z.input<typeof registerBody>;

/** POST /user/register: answers a message only (docs/product.md#states-and-messages); the customer logs in next. */
export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<MessageBody, RegisterBody>({
      query: (body) => ({ url: 'user/register', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
