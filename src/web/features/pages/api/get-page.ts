import type { Page, pageSlugs } from '#shared/api/gallery.ts';
import { api } from '#web/lib/api.ts';

export type PageSlug = (typeof pageSlugs)[number];

/** POST /pages/{slug}: a content page kept in the back office, its HTML sanitised on save (data.result). */
export const getPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<Page, PageSlug>({
      query: (slug) => ({ url: `pages/${slug}`, method: 'POST', body: {} }),
      transformResponse: (answer: { result: Page }) => answer.result,
      providesTags: (_result, _error, slug) => [{ type: 'Page', id: slug }],
    }),
  }),
});

export const { useGetPageQuery } = getPageApi;
