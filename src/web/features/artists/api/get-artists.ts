import type { ArtistSummary } from '#shared/api/gallery.ts';
import { api } from '#web/lib/api.ts';
import { artistsLoaded } from '#web/lib/state/exhibition-slice.ts';
import { trackLoad } from '#web/lib/state/track-load.ts';

/** POST artist_list: the gallery's artists in its own order, with their number of artworks (data.result). */
export const getArtistsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArtists: build.query<ArtistSummary[], void>({
      query: () => ({ url: 'artist_list', method: 'POST', body: {} }),
      transformResponse: (answer: { result: ArtistSummary[] }) => answer.result,
      providesTags: ['Artist'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => trackLoad(dispatch, queryFulfilled, artistsLoaded),
    }),
  }),
});

export const { useGetArtistsQuery } = getArtistsApi;
