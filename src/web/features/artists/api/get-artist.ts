import type { ArtistDetail } from '#shared/api/gallery.ts';
import { api } from '#web/lib/api.ts';
import { artistDetailLoaded } from '#web/lib/state/exhibition-slice.ts';
import { trackLoad } from '#web/lib/state/track-load.ts';

/** POST artist_details/{slug}: one artist with the description, location and count of works (data.result). */
export const getArtistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArtist: build.query<ArtistDetail, string>({
      query: (slug) => ({ url: `artist_details/${encodeURIComponent(slug)}`, method: 'POST', body: {} }),
      transformResponse: (answer: { result: ArtistDetail }) => answer.result,
      providesTags: (_result, _error, slug) => [{ type: 'Artist', id: slug }],
      onQueryStarted: (_slug, { dispatch, queryFulfilled }) => trackLoad(dispatch, queryFulfilled, artistDetailLoaded),
    }),
  }),
});

export const { useGetArtistQuery } = getArtistApi;
