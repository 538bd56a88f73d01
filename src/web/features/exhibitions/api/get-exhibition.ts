import type { ExhibitionDetail } from '#shared/api/gallery.ts';
import { api } from '#web/lib/api.ts';
import { exhibitionDetailLoaded } from '#web/lib/state/exhibition-slice.ts';
import { trackLoad } from '#web/lib/state/track-load.ts';

/** POST /exhibitions_details/{slug}: one exhibition, its artworks and whether it takes applications (data.result). */
export const getExhibitionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExhibition: build.query<ExhibitionDetail, string>({
      query: (slug) => ({ url: `exhibitions_details/${encodeURIComponent(slug)}`, method: 'POST', body: {} }),
      transformResponse: (answer: { result: ExhibitionDetail }) => answer.result,
      providesTags: (_result, _error, slug) => [{ type: 'Exhibition', id: slug }],
      onQueryStarted: (_slug, { dispatch, queryFulfilled }) =>
        trackLoad(dispatch, queryFulfilled, exhibitionDetailLoaded),
    }),
  }),
});

export const { useGetExhibitionQuery } = getExhibitionApi;
