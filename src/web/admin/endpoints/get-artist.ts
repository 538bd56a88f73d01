import type { ManagedArtist } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /artists/:id */
export const getArtistApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getArtist: build.query<ManagedArtist, number>({
      query: (id) => `artists/${id}`,
      transformResponse: (answer: { result: ManagedArtist }) => answer.result,
      providesTags: (_result, _error, id) => [{ type: 'Artist', id }],
    }),
  }),
});

export const { useGetArtistQuery } = getArtistApi;
