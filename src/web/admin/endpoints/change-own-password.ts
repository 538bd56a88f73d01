import type { OwnPasswordBody } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** PUT /staff/me/password (any staff member): keeps this session, ends the others. */
export const changeOwnPasswordApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    changeOwnPassword: build.mutation<{ message: string }, OwnPasswordBody>({
      query: (body) => ({ url: 'staff/me/password', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Audit'] : []),
    }),
  }),
});

export const { useChangeOwnPasswordMutation } = changeOwnPasswordApi;
