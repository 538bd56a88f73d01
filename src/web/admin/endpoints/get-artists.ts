import { manageApi } from '../lib/api.ts';
import type { ArtistListQuery, ArtistPage } from '../lib/types.ts';

/** GET /artists: one page, searched on the server. */
export const getArtistsApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getArtists: build.query<ArtistPage, ArtistListQuery>({
      query: (params) => ({ url: 'artists', params }),
      providesTags: [{ type: 'Artist', id: 'LIST' }],
    }),
  }),
});

export const { useGetArtistsQuery } = getArtistsApi;
