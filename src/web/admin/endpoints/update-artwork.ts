import type { ArtworkUpdateBody, ManagedArtwork } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** PUT /artworks/:id: fields left out keep their value; lists sent replace the whole list. */
export const updateArtworkApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    updateArtwork: build.mutation<ManagedArtwork, { id: number; body: ArtworkUpdateBody }>({
      query: ({ id, body }) => ({ url: `artworks/${id}`, method: 'PUT', body }),
      transformResponse: (answer: { result: ManagedArtwork }) => answer.result,
      invalidatesTags: (result, _error, { id }) =>
        result ? [{ type: 'Artwork', id: 'LIST' }, { type: 'Artwork', id }, 'Exhibition', 'Artist', 'HomeSection', 'Audit'] : [],
    }),
  }),
});

export const { useUpdateArtworkMutation } = updateArtworkApi;
