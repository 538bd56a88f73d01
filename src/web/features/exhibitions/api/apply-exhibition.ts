import type { MessageBody } from '#shared/api/common.ts';
import { api } from '#web/lib/api.ts';
import { exhibitionFailed, exhibitionMessage } from '#web/lib/state/exhibition-slice.ts';

/**
 * POST apply_exhibitions as multipart/form-data: the text fields of docs/product.md#data and the files
 * painting_upload and upload_portfolio, under the same names as the form's inputs (data.message).
 */
export const applyExhibitionApi = api.injectEndpoints({
  endpoints: (build) => ({
    applyExhibition: build.mutation<MessageBody, FormData>({
      // A FormData body is sent as is: the browser writes the multipart boundary itself.
      query: (form) => ({ url: 'apply_exhibitions', method: 'POST', body: form }),
      async onQueryStarted(_form, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(exhibitionMessage(data?.message ?? ''));
        } catch (failure) {
          const error = (failure as { error?: { data?: unknown } }).error;
          dispatch(exhibitionFailed(error?.data ?? error ?? null));
        }
      },
    }),
  }),
});

export const { useApplyExhibitionMutation } = applyExhibitionApi;
