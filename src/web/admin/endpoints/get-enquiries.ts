import type { z } from 'zod';
import type { enquiryListQuery, enquiryPageAnswer } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /enquiries: enquiries about works, newest first; `open` counts the open ones. */
export const getEnquiriesApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getEnquiries: build.query<z.infer<typeof enquiryPageAnswer>, z.input<typeof enquiryListQuery>>({
      query: (params) => ({ url: 'enquiries', params }),
      providesTags: [{ type: 'Enquiry', id: 'LIST' }],
    }),
  }),
});

export const { useGetEnquiriesQuery } = getEnquiriesApi;
