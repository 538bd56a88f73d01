import type { ManagedExhibition, NewExhibitionBody } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** POST /exhibitions */
export const createExhibitionApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    createExhibition: build.mutation<ManagedExhibition, NewExhibitionBody>({
      query: (body) => ({ url: 'exhibitions', method: 'POST', body }),
      transformResponse: (answer: { result: ManagedExhibition }) => answer.result,
      invalidatesTags: (result) => (result ? [{ type: 'Exhibition', id: 'LIST' }, 'Artwork', 'Audit'] : []),
    }),
  }),
});

export const { useCreateExhibitionMutation } = createExhibitionApi;
