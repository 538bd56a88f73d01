import type { ManagedArtwork } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** PATCH /artworks/:id/status: publish on the storefront, or withdraw to draft. */
export const setArtworkStatusApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    setArtworkStatus: build.mutation<ManagedArtwork, { id: number; status: 'published' | 'draft' }>({
      query: ({ id, status }) => ({ url: `artworks/${id}/status`, method: 'PATCH', body: { status } }),
      transformResponse: (answer: { result: ManagedArtwork }) => answer.result,
      invalidatesTags: (result, _error, { id }) =>
        result ? [{ type: 'Artwork', id: 'LIST' }, { type: 'Artwork', id }, 'Exhibition', 'Artist', 'Audit'] : [],
    }),
  }),
});

export const { useSetArtworkStatusMutation } = setArtworkStatusApi;
