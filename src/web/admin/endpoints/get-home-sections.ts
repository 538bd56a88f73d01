import type { ManagedHomeSection } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /home-sections: every home page section in order, hidden ones too. */
export const getHomeSectionsApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeSections: build.query<ManagedHomeSection[], void>({
      query: () => 'home-sections',
      transformResponse: (answer: { result: ManagedHomeSection[] }) => answer.result,
      providesTags: ['HomeSection'],
    }),
  }),
});

export const { useGetHomeSectionsQuery } = getHomeSectionsApi;
