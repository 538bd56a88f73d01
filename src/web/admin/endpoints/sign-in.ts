import type { SessionAnswer, SignInBody, StaffMember } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';
import { getSessionApi } from './get-session.ts';

/** POST /session: the server sets the httpOnly staff cookie; the answer is who signed in. */
export const signInApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<StaffMember, SignInBody>({
      query: (body) => ({ url: 'session', method: 'POST', body }),
      transformResponse: (answer: SessionAnswer) => answer.result,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        // Nothing cached for someone else may survive a new sign-in.
        dispatch(manageApi.util.resetApiState());
        await dispatch(getSessionApi.util.upsertQueryData('getSession', undefined, data));
      },
    }),
  }),
});

export const { useSignInMutation } = signInApi;
