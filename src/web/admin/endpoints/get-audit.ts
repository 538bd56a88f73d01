import type { AuditPageAnswer, AuditQuery } from '#shared/api/manage.ts';
import { manageApi } from '../lib/api.ts';

/** GET /audit?search=&page=&per_page=&sort=&order= (owner only), newest first unless sorted otherwise. */
export const getAuditApi = manageApi.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<
      AuditPageAnswer,
      {
        page: number;
        perPage?: number;
        sort?: AuditQuery['sort'];
        order?: AuditQuery['order'];
        search?: string;
      }
    >({
      query: ({ page, perPage, sort, order, search }) => ({
        url: 'audit',
        params: {
          ...(search ? { search } : {}),
          page,
          ...(perPage ? { per_page: perPage } : {}),
          ...(sort ? { sort, order } : {}),
        },
      }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditQuery } = getAuditApi;
