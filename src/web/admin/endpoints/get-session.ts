import type { SessionAnswer, StaffMember } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /session: who is signed in (401 when nobody). */
export const getSessionApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<StaffMember, void>({
      query: () => 'session',
      transformResponse: (answer: SessionAnswer) => answer.result,
      providesTags: ['Session'],
    }),
  }),
});

export const { useGetSessionQuery } = getSessionApi;
