import { manageApi } from '../lib/api.ts';

/** DELETE /artists/:id: one with artworks answers 409 unless force, which keeps the works without an artist. */
export const deleteArtistApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    deleteArtist: build.mutation<{ message: string; detached_artworks: number }, { id: number; force?: boolean }>({
      query: ({ id, force }) => ({
        url: `artists/${id}`,
        method: 'DELETE',
        params: force ? { force: 'true' } : undefined,
      }),
      invalidatesTags: (result) => (result ? [{ type: 'Artist', id: 'LIST' }, 'Artwork', 'Audit'] : []),
    }),
  }),
});

export const { useDeleteArtistMutation } = deleteArtistApi;
