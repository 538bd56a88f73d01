import type { User } from '#shared/api/accounts.ts';
import { api } from '#web/lib/api.ts';

/** GET /user/me: the logged-in customer, or 401 when the session is over. */
export const getMeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User, void>({
      query: () => 'user/me',
      transformResponse: (answer: { result: User }) => answer.result,
      providesTags: [{ type: 'User', id: 'ME' }],
    }),
  }),
});

export const { useGetMeQuery } = getMeApi;
