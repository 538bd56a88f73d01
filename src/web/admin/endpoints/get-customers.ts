import type { CustomerListQuery } from '#shared/api/manage-customers.ts';
import { manageApi } from '../lib/api.ts';
import type { CustomerPage } from '../lib/types.ts';

/** GET /customers: one page of customer accounts, newest first unless sorted, searched by name, e-mail or phone. */
export const getCustomersApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<CustomerPage, CustomerListQuery>({
      query: (params) => ({ url: 'customers', params }),
      providesTags: [{ type: 'Customer', id: 'LIST' }],
    }),
  }),
});

export const { useGetCustomersQuery } = getCustomersApi;
