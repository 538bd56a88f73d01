import type { PressArticle } from '#shared/api/gallery.ts';
import { api } from '#web/lib/api.ts';
import { pressLoaded } from '#web/lib/state/exhibition-slice.ts';
import { trackLoad } from '#web/lib/state/track-load.ts';

/** POST press_release: articles about the gallery, newest first, each with its PDF (data.result). */
export const getPressReleasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPressReleases: build.query<PressArticle[], void>({
      query: () => ({ url: 'press_release', method: 'POST', body: {} }),
      transformResponse: (answer: { result: PressArticle[] }) => answer.result,
      providesTags: ['Press'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => trackLoad(dispatch, queryFulfilled, pressLoaded),
    }),
  }),
});

export const { useGetPressReleasesQuery } = getPressReleasesApi;
