import type { StaffAccount, StaffChangeBody } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** PATCH /staff/:id (owner only): a colleague's role, or disabling and enabling their account. */
export const updateStaffApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    updateStaff: build.mutation<StaffAccount, { id: number } & StaffChangeBody>({
      query: ({ id, ...body }) => ({ url: `staff/${id}`, method: 'PATCH', body }),
      transformResponse: (answer: { result: StaffAccount }) => answer.result,
      invalidatesTags: (result) => (result ? ['Staff', 'Audit'] : []),
    }),
  }),
});

export const { useUpdateStaffMutation } = updateStaffApi;
