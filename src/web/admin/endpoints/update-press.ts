import type { ManagedPress } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';
import type { PressUpdateBody } from '../lib/types.ts';

/** PUT /press/:id: fields left out keep their value. */
export const updatePressArticleApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    updatePressArticle: build.mutation<ManagedPress, { id: number; body: PressUpdateBody }>({
      query: ({ id, body }) => ({ url: `press/${id}`, method: 'PUT', body }),
      transformResponse: (answer: { result: ManagedPress }) => answer.result,
      invalidatesTags: (result, _error, { id }) =>
        result ? [{ type: 'Press', id: 'LIST' }, { type: 'Press', id }, 'Audit'] : [],
    }),
  }),
});

export const { useUpdatePressArticleMutation } = updatePressArticleApi;
