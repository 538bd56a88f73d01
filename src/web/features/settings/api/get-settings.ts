import type { Settings } from '#shared/api/gallery.ts';
import { api } from '#web/lib/api.ts';

/** GET /setting: company details, social links, currencies and the shop's constants (data.result). */
export const getSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      query: () => 'setting',
      transformResponse: (answer: { result: Settings }) => answer.result,
      providesTags: ['Settings'],
      // Settings change rarely; cache them for the whole visit.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetSettingsQuery } = getSettingsApi;
