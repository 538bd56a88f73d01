import type { ExhibitionSummary } from '#shared/api/gallery.ts';
import { api } from '#web/lib/api.ts';
import { exhibitionsLoaded } from '#web/lib/state/exhibition-slice.ts';
import { trackLoad } from '#web/lib/state/track-load.ts';

/** POST /exhibitions: every published exhibition with its status relative to today (data.result). */
export const getExhibitionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExhibitions: build.query<ExhibitionSummary[], void>({
      query: () => ({ url: 'exhibitions', method: 'POST', body: {} }),
      transformResponse: (answer: { result: ExhibitionSummary[] }) => answer.result,
      providesTags: ['Exhibition'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => trackLoad(dispatch, queryFulfilled, exhibitionsLoaded),
    }),
  }),
});

export const { useGetExhibitionsQuery } = getExhibitionsApi;
