import type { ManagedApplication } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /applications/:id: one application with its files. */
export const getApplicationApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getApplication: build.query<ManagedApplication, number>({
      query: (id) => `applications/${id}`,
      transformResponse: (answer: { result: ManagedApplication }) => answer.result,
      providesTags: (_result, _error, id) => [{ type: 'Application', id }],
    }),
  }),
});

export const { useGetApplicationQuery } = getApplicationApi;
