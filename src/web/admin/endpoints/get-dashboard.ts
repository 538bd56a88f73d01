import type { DashboardFigures } from '#shared/api/manage-orders.ts';
import { ordersApi } from './order-tags.ts';

/** GET /dashboard: orders by state, this month's revenue, applications, messages and artworks. */
export const getDashboardApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardFigures, void>({
      query: () => 'dashboard',
      transformResponse: (answer: { result: DashboardFigures }) => answer.result,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = getDashboardApi;
