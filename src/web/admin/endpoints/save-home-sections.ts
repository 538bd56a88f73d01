import type { HomeSectionsBody, ManagedHomeSection } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';
import { getHomeSectionsApi } from './get-home-sections.ts';

/** PUT /home-sections: the whole ordered list; sections left out are removed. */
export const saveHomeSectionsApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    saveHomeSections: build.mutation<ManagedHomeSection[], HomeSectionsBody>({
      query: (body) => ({ url: 'home-sections', method: 'PUT', body }),
      transformResponse: (answer: { result: ManagedHomeSection[] }) => answer.result,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(getHomeSectionsApi.util.upsertQueryData('getHomeSections', undefined, data));
      },
      invalidatesTags: (result) => (result ? ['Audit'] : []),
    }),
  }),
});

export const { useSaveHomeSectionsMutation } = saveHomeSectionsApi;
