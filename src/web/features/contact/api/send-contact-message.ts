import type { MessageBody } from '#shared/api/common.ts';
import type { ContactBody } from '#shared/api/gallery.ts';
import { api } from '#web/lib/api.ts';

/** POST /contact with a JSON body (docs/product.md#api); a non-ok answer is an error with the server's body. */
export const sendContactMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<MessageBody, ContactBody>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = sendContactMessageApi;
