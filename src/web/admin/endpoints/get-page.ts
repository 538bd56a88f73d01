import type { ManagedPage } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /pages/:slug: one content page with its cards in order. */
export const getPageApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<ManagedPage, string>({
      query: (slug) => `pages/${encodeURIComponent(slug)}`,
      transformResponse: (answer: { result: ManagedPage }) => answer.result,
      providesTags: (_result, _error, slug) => [{ type: 'Page', id: slug }],
    }),
  }),
});

export const { useGetPageQuery } = getPageApi;
