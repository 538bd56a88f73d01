import { manageApi } from '../lib/api.ts';
import type { ExhibitionListQuery, ExhibitionPage } from '../lib/types.ts';

/** GET /exhibitions: one page, searched on the server. */
export const getExhibitionsApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getExhibitions: build.query<ExhibitionPage, ExhibitionListQuery>({
      query: (params) => ({ url: 'exhibitions', params }),
      providesTags: [{ type: 'Exhibition', id: 'LIST' }],
    }),
  }),
});

export const { useGetExhibitionsQuery } = getExhibitionsApi;
