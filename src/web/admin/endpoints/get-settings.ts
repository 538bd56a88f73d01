import type { ManagedSettings } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /settings (owner only). */
export const getSettingsApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<ManagedSettings, void>({
      query: () => 'settings',
      transformResponse: (answer: { result: ManagedSettings }) => answer.result,
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSettingsQuery } = getSettingsApi;
