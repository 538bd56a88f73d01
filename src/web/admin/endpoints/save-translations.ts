import type { TranslationsAnswer, TranslationsBody } from '#shared/api/translations.ts';
import { manageApi } from '../lib/api.ts';
import { getTranslationsApi, type TranslationsKey } from './get-translations.ts';

/** PUT /translations/:entity/:id: the languages sent replace their old values ('' shows English). */
export const saveTranslationsApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    saveTranslations: build.mutation<TranslationsAnswer, TranslationsKey & { body: TranslationsBody }>({
      query: ({ entity, id, body }) => ({
        url: `translations/${entity}/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (answer: { result: TranslationsAnswer }) => answer.result,
      invalidatesTags: (result) => (result ? ['Audit'] : []),
      async onQueryStarted({ entity, id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(getTranslationsApi.util.upsertQueryData('getTranslations', { entity, id }, data));
        } catch {
          // The screen shows the failure from the mutation's own state.
        }
      },
    }),
  }),
});

export const { useSaveTranslationsMutation } = saveTranslationsApi;
