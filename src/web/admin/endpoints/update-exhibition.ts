import type { ManagedExhibition, ExhibitionUpdateBody } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** PUT /exhibitions/:id: fields left out keep their value. */
export const updateExhibitionApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    updateExhibition: build.mutation<ManagedExhibition, { id: number; body: ExhibitionUpdateBody }>({
      query: ({ id, body }) => ({ url: `exhibitions/${id}`, method: 'PUT', body }),
      transformResponse: (answer: { result: ManagedExhibition }) => answer.result,
      invalidatesTags: (result, _error, { id }) =>
        result ? [{ type: 'Exhibition', id: 'LIST' }, { type: 'Exhibition', id }, 'Artwork', 'Audit'] : [],
    }),
  }),
});

export const { useUpdateExhibitionMutation } = updateExhibitionApi;
