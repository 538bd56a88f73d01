import type { AuditPageAnswer } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /audit?page=&per_page= (owner only), newest first. */
export const getAuditApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditPageAnswer, { page: number; perPage?: number }>({
      query: ({ page, perPage }) => ({
        url: 'audit',
        params: { page, ...(perPage ? { per_page: perPage } : {}) },
      }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditQuery } = getAuditApi;
