import type { ManagedPress } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /press/:id */
export const getPressArticleApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getPressArticle: build.query<ManagedPress, number>({
      query: (id) => `press/${id}`,
      transformResponse: (answer: { result: ManagedPress }) => answer.result,
      providesTags: (_result, _error, id) => [{ type: 'Press', id }],
    }),
  }),
});

export const { useGetPressArticleQuery } = getPressArticleApi;
