import type { EnquiryDetail } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** PATCH /enquiries/:id: closed, or open again. */
export const setEnquiryClosedApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    setEnquiryClosed: build.mutation<EnquiryDetail, { id: number; closed: boolean }>({
      query: ({ id, closed }) => ({ url: `enquiries/${id}`, method: 'PATCH', body: { closed } }),
      transformResponse: (answer: { result: EnquiryDetail }) => answer.result,
      invalidatesTags: (result, _error, { id }) =>
        result ? [{ type: 'Enquiry', id: 'LIST' }, { type: 'Enquiry', id }, 'Audit'] : [],
    }),
  }),
});

export const { useSetEnquiryClosedMutation } = setEnquiryClosedApi;
