import { manageApi } from '../lib/api.ts';
import type { PageList } from '../lib/types.ts';

/** GET /pages: the storefront's content pages, written or not yet. */
export const getPagesApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getPages: build.query<PageList, void>({
      query: () => 'pages',
      transformResponse: (answer: { result: PageList }) => answer.result,
      providesTags: [{ type: 'Page', id: 'LIST' }],
    }),
  }),
});

export const { useGetPagesQuery } = getPagesApi;
