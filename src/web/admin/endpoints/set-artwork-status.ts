import type { ManagedArtwork } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';
import { getArtworkApi } from './get-artwork.ts';

/** PATCH /artworks/:id/status: publish on the storefront, or withdraw to draft. */
export const setArtworkStatusApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    setArtworkStatus: build.mutation<ManagedArtwork, { id: number; status: 'published' | 'draft' }>({
      query: ({ id, status }) => ({ url: `artworks/${id}/status`, method: 'PATCH', body: { status } }),
      transformResponse: (answer: { result: ManagedArtwork }) => answer.result,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) await dispatch(getArtworkApi.util.upsertQueryData('getArtwork', data.id, data));
      },
      invalidatesTags: (result) => (result ? [{ type: 'Artwork', id: 'LIST' }, 'Exhibition', 'Artist', 'Audit'] : []),
    }),
  }),
});

export const { useSetArtworkStatusMutation } = setArtworkStatusApi;
