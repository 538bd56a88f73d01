import type { StaffAccount, StaffListAnswer } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /staff (owner only). */
export const getStaffApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<StaffAccount[], void>({
      query: () => 'staff',
      transformResponse: (answer: StaffListAnswer) => answer.result,
      providesTags: ['Staff'],
    }),
  }),
});

export const { useGetStaffQuery } = getStaffApi;
