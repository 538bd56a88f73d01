import type { MessageBody } from '#shared/api/common.ts';
import { manageApi } from '../lib/api.ts';

/** DELETE /press/:id */
export const deletePressArticleApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    deletePressArticle: build.mutation<MessageBody, number>({
      query: (id) => ({ url: `press/${id}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? [{ type: 'Press', id: 'LIST' }, 'Audit'] : []),
    }),
  }),
});

export const { useDeletePressArticleMutation } = deletePressArticleApi;
