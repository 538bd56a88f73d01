import type { TranslationLabel } from '#shared/api/translations.ts';
import { manageApi } from '../lib/api.ts';

/** GET /artwork-labels: every category, tag, medium and support with the id it is translated under. */
export const getTranslationLabelsApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getTranslationLabels: build.query<TranslationLabel[], void>({
      query: () => 'artwork-labels',
      transformResponse: (answer: { result: TranslationLabel[] }) => answer.result,
      // An artwork's save may add a category, tag, medium or support.
      providesTags: [{ type: 'Artwork', id: 'LIST' }],
    }),
  }),
});

export const { useGetTranslationLabelsQuery } = getTranslationLabelsApi;
