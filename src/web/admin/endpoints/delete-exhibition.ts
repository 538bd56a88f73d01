import type { MessageBody } from '#shared/api/common.ts';
import { manageApi } from '../lib/api.ts';

/** DELETE /exhibitions/:id: the exhibition and its hang; the artworks and applications stay. */
export const deleteExhibitionApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    deleteExhibition: build.mutation<MessageBody, number>({
      query: (id) => ({ url: `exhibitions/${id}`, method: 'DELETE' }),
      invalidatesTags: (result) =>
        result ? [{ type: 'Exhibition', id: 'LIST' }, 'Artwork', 'HomeSection', 'Audit'] : [],
    }),
  }),
});

export const { useDeleteExhibitionMutation } = deleteExhibitionApi;
