import type { EnquiryDetail, EnquiryReplyBody } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** POST /enquiries/:id/reply: the answer goes to the enquirer by e-mail and stays in the outbox. */
export const answerEnquiryApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    answerEnquiry: build.mutation<EnquiryDetail, EnquiryReplyBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `enquiries/${id}/reply`, method: 'POST', body }),
      transformResponse: (answer: { result: EnquiryDetail }) => answer.result,
      invalidatesTags: (result, _error, { id }) =>
        result ? [{ type: 'Enquiry', id: 'LIST' }, { type: 'Enquiry', id }, 'Outbox', 'Audit'] : [],
    }),
  }),
});

export const { useAnswerEnquiryMutation } = answerEnquiryApi;
