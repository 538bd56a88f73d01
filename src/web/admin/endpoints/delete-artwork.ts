import type { MessageBody } from '#shared/api/common.ts';
import { manageApi } from '../lib/api.ts';

/** DELETE /artworks/:id: the artwork, its images and its places in exhibitions; orders keep their lines. */
export const deleteArtworkApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    deleteArtwork: build.mutation<MessageBody, number>({
      query: (id) => ({ url: `artworks/${id}`, method: 'DELETE' }),
      invalidatesTags: (result) =>
        result ? [{ type: 'Artwork', id: 'LIST' }, 'Exhibition', 'Artist', 'HomeSection', 'Audit'] : [],
    }),
  }),
});

export const { useDeleteArtworkMutation } = deleteArtworkApi;
