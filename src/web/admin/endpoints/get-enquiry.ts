import type { EnquiryDetail } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /enquiries/:id: one enquiry with its work and the answers sent. */
export const getEnquiryApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getEnquiry: build.query<EnquiryDetail, number>({
      query: (id) => `enquiries/${id}`,
      transformResponse: (answer: { result: EnquiryDetail }) => answer.result,
      providesTags: (_result, _error, id) => [{ type: 'Enquiry', id }],
    }),
  }),
});

export const { useGetEnquiryQuery } = getEnquiryApi;
