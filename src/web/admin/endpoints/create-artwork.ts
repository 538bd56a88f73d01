import type { ManagedArtwork, NewArtworkBody } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';
import { getArtworkApi } from './get-artwork.ts';

/** POST /artworks: a new artwork (a draft unless the body says published). */
export const createArtworkApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    createArtwork: build.mutation<ManagedArtwork, NewArtworkBody>({
      query: (body) => ({ url: 'artworks', method: 'POST', body }),
      transformResponse: (answer: { result: ManagedArtwork }) => answer.result,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) await dispatch(getArtworkApi.util.upsertQueryData('getArtwork', data.id, data));
      },
      invalidatesTags: (result) => (result ? [{ type: 'Artwork', id: 'LIST' }, 'Exhibition', 'Artist', 'Audit'] : []),
    }),
  }),
});

export const { useCreateArtworkMutation } = createArtworkApi;
