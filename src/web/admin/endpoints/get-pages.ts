import { manageApi } from '../lib/api.ts';
import type { PageList, PageListQuery } from '../lib/types.ts';

/** GET /pages: the storefront's content pages, written or not yet, in menu order unless sorted. */
export const getPagesApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getPages: build.query<PageList, PageListQuery | void>({
      query: (params) => ({ url: 'pages', params: params ?? undefined }),
      transformResponse: (answer: { result: PageList }) => answer.result,
      providesTags: [{ type: 'Page', id: 'LIST' }],
    }),
  }),
});

export const { useGetPagesQuery } = getPagesApi;
