import type { ManagedArtwork, NewArtworkBody } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** POST /artworks: a new artwork (a draft unless the body says published). */
export const createArtworkApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    createArtwork: build.mutation<ManagedArtwork, NewArtworkBody>({
      query: (body) => ({ url: 'artworks', method: 'POST', body }),
      transformResponse: (answer: { result: ManagedArtwork }) => answer.result,
      invalidatesTags: (result) => (result ? [{ type: 'Artwork', id: 'LIST' }, 'Exhibition', 'Artist', 'Audit'] : []),
    }),
  }),
});

export const { useCreateArtworkMutation } = createArtworkApi;
