import type { CustomerDetail } from '#shared/api/manage-customers.ts';
import { manageApi } from '../lib/api.ts';

/** GET /customers/:id: one customer account with its address book and its orders, newest first (read only). */
export const getCustomerApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomer: build.query<CustomerDetail, number>({
      query: (id) => `customers/${id}`,
      transformResponse: (answer: { result: CustomerDetail }) => answer.result,
      providesTags: (_result, _error, id) => [{ type: 'Customer', id }],
    }),
  }),
});

export const { useGetCustomerQuery } = getCustomerApi;
