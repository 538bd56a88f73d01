import type { ManagedApplication } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** PATCH /applications/:id: new, shortlisted, accepted or declined. */
export const setApplicationStatusApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    setApplicationStatus: build.mutation<ManagedApplication, { id: number; status: ManagedApplication['status'] }>({
      query: ({ id, status }) => ({ url: `applications/${id}`, method: 'PATCH', body: { status } }),
      transformResponse: (answer: { result: ManagedApplication }) => answer.result,
      invalidatesTags: (result, _error, { id }) =>
        result ? [{ type: 'Application', id: 'LIST' }, { type: 'Application', id }, 'Audit'] : [],
    }),
  }),
});

export const { useSetApplicationStatusMutation } = setApplicationStatusApi;
