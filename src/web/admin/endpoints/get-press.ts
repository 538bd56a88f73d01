import { manageApi } from '../lib/api.ts';
import type { PressListQuery, PressPage } from '../lib/types.ts';

/** GET /press: one page, searched on the server. */
export const getPressApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getPress: build.query<PressPage, PressListQuery>({
      query: (params) => ({ url: 'press', params }),
      providesTags: [{ type: 'Press', id: 'LIST' }],
    }),
  }),
});

export const { useGetPressQuery } = getPressApi;
