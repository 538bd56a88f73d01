import { manageApi } from '../lib/api.ts';

/** DELETE /staff/:id (owner only; never your own account). */
export const deleteStaffApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    deleteStaff: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `staff/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Staff', 'Audit'],
    }),
  }),
});

export const { useDeleteStaffMutation } = deleteStaffApi;
