import type { ArtworkListAnswer, ArtworkListQuery } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /artworks: one page of the catalogue, drafts included, searched, filtered and sorted on the server. */
export const getArtworksApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getArtworks: build.query<ArtworkListAnswer, ArtworkListQuery>({
      query: (params) => ({ url: 'artworks', params }),
      providesTags: [{ type: 'Artwork', id: 'LIST' }],
    }),
  }),
});

export const { useGetArtworksQuery } = getArtworksApi;
