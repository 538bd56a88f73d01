import type { MessageBody } from '#shared/api/common.ts';
import { manageApi } from '../lib/api.ts';

/** DELETE /session: ends the session on the server; the browser forgets everything it loaded. */
export const signOutApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    signOut: build.mutation<MessageBody, void>({
      query: () => ({ url: 'session', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // Signed out or already expired (401): either way the staff member is signed out now.
        await queryFulfilled.catch(() => undefined);
        dispatch(manageApi.util.resetApiState());
      },
    }),
  }),
});

export const { useSignOutMutation } = signOutApi;
