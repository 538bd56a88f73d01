import type { ArtworkUpdateBody, ManagedArtwork } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';
import { getArtworkApi } from './get-artwork.ts';

/** PUT /artworks/:id: fields left out keep their value; lists sent replace the whole list. */
export const updateArtworkApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    updateArtwork: build.mutation<ManagedArtwork, { id: number; body: ArtworkUpdateBody }>({
      query: ({ id, body }) => ({ url: `artworks/${id}`, method: 'PUT', body }),
      transformResponse: (answer: { result: ManagedArtwork }) => answer.result,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) await dispatch(getArtworkApi.util.upsertQueryData('getArtwork', data.id, data));
      },
      invalidatesTags: (result) =>
        result ? [{ type: 'Artwork', id: 'LIST' }, 'Exhibition', 'Artist', 'HomeSection', 'Audit'] : [],
    }),
  }),
});

export const { useUpdateArtworkMutation } = updateArtworkApi;
