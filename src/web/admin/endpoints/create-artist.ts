import type { ManagedArtist, NewArtistBody } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** POST /artists */
export const createArtistApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    createArtist: build.mutation<ManagedArtist, NewArtistBody>({
      query: (body) => ({ url: 'artists', method: 'POST', body }),
      transformResponse: (answer: { result: ManagedArtist }) => answer.result,
      invalidatesTags: (result) => (result ? [{ type: 'Artist', id: 'LIST' }, 'Artwork', 'Audit'] : []),
    }),
  }),
});

export const { useCreateArtistMutation } = createArtistApi;
