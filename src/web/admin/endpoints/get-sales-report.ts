import type { SalesReport, SalesReportQuery } from '#shared/api/manage-reports.ts';
import { ordersApi } from './order-tags.ts';

/** GET /reports/sales: sales by month and by artist; an order's payment or refund refreshes it. */
export const getSalesReportApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    getSalesReport: build.query<SalesReport, SalesReportQuery>({
      query: (params) => ({ url: 'reports/sales', params }),
      transformResponse: (answer: { result: SalesReport }) => answer.result,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetSalesReportQuery } = getSalesReportApi;
