import type { MessageBody } from '#shared/api/common.ts';
import type { EnquiryBody } from '#shared/api/enquiries.ts';
import { api } from '#web/lib/api.ts';

/** POST /enquiry (docs/product.md#enquiries); a non-ok answer is an error with the server's body. */
export const sendEnquiryApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendEnquiry: build.mutation<MessageBody, EnquiryBody>({
      query: (body) => ({ url: 'enquiry', method: 'POST', body }),
    }),
  }),
});

export const { useSendEnquiryMutation } = sendEnquiryApi;
