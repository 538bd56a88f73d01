import type { ManagedArtist, ArtistUpdateBody } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** PUT /artists/:id: fields left out keep their value. */
export const updateArtistApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    updateArtist: build.mutation<ManagedArtist, { id: number; body: ArtistUpdateBody }>({
      query: ({ id, body }) => ({ url: `artists/${id}`, method: 'PUT', body }),
      transformResponse: (answer: { result: ManagedArtist }) => answer.result,
      invalidatesTags: (result, _error, { id }) =>
        result ? [{ type: 'Artist', id: 'LIST' }, { type: 'Artist', id }, 'Artwork', 'Audit'] : [],
    }),
  }),
});

export const { useUpdateArtistMutation } = updateArtistApi;
