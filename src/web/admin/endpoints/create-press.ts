import type { ManagedPress, NewPressBody } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** POST /press */
export const createPressArticleApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    createPressArticle: build.mutation<ManagedPress, NewPressBody>({
      query: (body) => ({ url: 'press', method: 'POST', body }),
      transformResponse: (answer: { result: ManagedPress }) => answer.result,
      invalidatesTags: (result) => (result ? [{ type: 'Press', id: 'LIST' }, 'Audit'] : []),
    }),
  }),
});

export const { useCreatePressArticleMutation } = createPressArticleApi;
