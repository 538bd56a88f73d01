import type { NewStaffBody, StaffAccount } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** POST /staff (owner only). */
export const createStaffApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    createStaff: build.mutation<StaffAccount, NewStaffBody>({
      query: (body) => ({ url: 'staff', method: 'POST', body }),
      transformResponse: (answer: { result: StaffAccount }) => answer.result,
      invalidatesTags: (result) => (result ? ['Staff', 'Audit'] : []),
    }),
  }),
});

export const { useCreateStaffMutation } = createStaffApi;
