import type { StaffAccount, StaffListAnswer } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';
import type { StaffListQuery } from '../lib/types.ts';

/** GET /staff (owner only), by name unless sorted. */
export const getStaffApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<StaffAccount[], StaffListQuery | void>({
      query: (params) => ({ url: 'staff', params: params ?? undefined }),
      transformResponse: (answer: StaffListAnswer) => answer.result,
      providesTags: ['Staff'],
    }),
  }),
});

export const { useGetStaffQuery } = getStaffApi;
