import type { ManagedArtwork } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /artworks/:id: every field of one artwork. */
export const getArtworkApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getArtwork: build.query<ManagedArtwork, number>({
      query: (id) => `artworks/${id}`,
      transformResponse: (answer: { result: ManagedArtwork }) => answer.result,
      providesTags: (_result, _error, id) => [{ type: 'Artwork', id }],
    }),
  }),
});

export const { useGetArtworkQuery } = getArtworkApi;
