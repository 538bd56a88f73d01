import type { ManagedSettings, SettingsBody } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';
import { getSettingsApi } from './get-settings.ts';

/** PUT /settings (owner only): keys left out keep their value. */
export const saveSettingsApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    saveSettings: build.mutation<ManagedSettings, SettingsBody>({
      query: (body) => ({ url: 'settings', method: 'PUT', body }),
      transformResponse: (answer: { result: ManagedSettings }) => answer.result,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(getSettingsApi.util.upsertQueryData('getSettings', undefined, data));
      },
      invalidatesTags: (result) => (result ? ['Currency', 'Audit'] : []),
    }),
  }),
});

export const { useSaveSettingsMutation } = saveSettingsApi;
