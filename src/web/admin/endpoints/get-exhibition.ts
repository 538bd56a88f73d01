import type { ManagedExhibition } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /exhibitions/:id */
export const getExhibitionApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getExhibition: build.query<ManagedExhibition, number>({
      query: (id) => `exhibitions/${id}`,
      transformResponse: (answer: { result: ManagedExhibition }) => answer.result,
      providesTags: (_result, _error, id) => [{ type: 'Exhibition', id }],
    }),
  }),
});

export const { useGetExhibitionQuery } = getExhibitionApi;
