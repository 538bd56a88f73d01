import type { StaffPasswordBody } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** PUT /staff/:id/password (owner only; never your own account): ends the colleague's sessions. */
export const setStaffPasswordApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    setStaffPassword: build.mutation<{ message: string }, { id: number } & StaffPasswordBody>({
      query: ({ id, ...body }) => ({ url: `staff/${id}/password`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Audit'] : []),
    }),
  }),
});

export const { useSetStaffPasswordMutation } = setStaffPasswordApi;
