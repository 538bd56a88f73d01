import { manageApi } from '../lib/api.ts';

/** POST /customers/:id/password-reset: e-mails the customer a link to choose a new password. */
export const sendPasswordResetApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    sendPasswordReset: build.mutation<string, number>({
      query: (id) => ({ url: `customers/${id}/password-reset`, method: 'POST' }),
      transformResponse: (answer: { message: string }) => answer.message,
      invalidatesTags: (result) => (result ? ['Audit'] : []),
    }),
  }),
});

export const { useSendPasswordResetMutation } = sendPasswordResetApi;
