import type { ManagedPage, PageBody } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** PUT /pages/:slug: name, text and cards (which replace the old ones). */
export const savePageApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    savePage: build.mutation<ManagedPage, { slug: string; body: PageBody }>({
      query: ({ slug, body }) => ({ url: `pages/${encodeURIComponent(slug)}`, method: 'PUT', body }),
      transformResponse: (answer: { result: ManagedPage }) => answer.result,
      invalidatesTags: (result, _error, { slug }) =>
        result ? [{ type: 'Page', id: 'LIST' }, { type: 'Page', id: slug }, 'Audit'] : [],
    }),
  }),
});

export const { useSavePageMutation } = savePageApi;
