import { manageApi } from '../lib/api.ts';
import type { ApplicationListQuery, ApplicationPage } from '../lib/types.ts';

/** GET /applications: newest first, filtered by status and exhibition, searched by artist or painting. */
export const getApplicationsApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getApplications: build.query<ApplicationPage, ApplicationListQuery>({
      query: (params) => ({ url: 'applications', params }),
      providesTags: [{ type: 'Application', id: 'LIST' }],
    }),
  }),
});

export const { useGetApplicationsQuery } = getApplicationsApi;
