import { api } from '#web/lib/api.ts';

/** The answer of a mailing-list service, which POST /newsletter imitates. */
export interface MailingListResult {
  result: 'success' | 'error';
  msg: string;
}

/** POST /newsletter {EMAIL}: the gallery's own list, used when no mailing-list service is configured. */
export const subscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<MailingListResult, { EMAIL: string }>({
      query: (body) => ({ url: 'newsletter', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = subscribeApi;
