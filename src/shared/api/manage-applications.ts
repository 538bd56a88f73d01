import { z } from 'zod';
import { listSort } from './list-query.ts';
import { pageOf, paging, recordId, searchTerm } from './manage-fields.ts';

/** Artists' applications to exhibitions in the back office: /admin/api/manage/applications. */

export const applicationStatuses = ['new', 'shortlisted', 'accepted', 'declined'] as const;
const applicationStatus = z.enum(applicationStatuses, { error: `must be one of: ${applicationStatuses.join(', ')}` });

export const applicationSorts = ['created', 'artist', 'painting', 'status'] as const;
/** GET /applications: newest first unless sorted otherwise. */
export const applicationListQuery = z
  .object({
    status: applicationStatus.optional(),
    exhibition_id: recordId.optional(),
    search: searchTerm,
    ...listSort(applicationSorts, { sort: 'created', order: 'desc' }),
    ...paging,
  })
  .strict();
export const applicationStatusBody = z.object({ status: applicationStatus }).strict();

const applicationFile = z.object({
  id: z.number().int(),
  mime: z.string(),
  bytes: z.number().int(),
  original_name: z.string().nullable(),
  /** The staff-only download (never under /media). */
  download_url: z.string(),
});

export const managedApplication = z.object({
  id: z.number().int(),
  exhibition_id: z.number().int().nullable(),
  exhibition_title: z.string().nullable(),
  exhibition_slug: z.string().nullable(),
  /** What the artist's form sent (the exhibition's title). */
  exhibition_label: z.string(),
  artist_name: z.string(),
  artist_email: z.string(),
  artist_mobile: z.string(),
  artist_description: z.string(),
  painting_name: z.string(),
  status: applicationStatus,
  painting: applicationFile.nullable(),
  portfolio: applicationFile.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedApplication = z.infer<typeof managedApplication>;
export const applicationAnswer = z.object({ result: managedApplication });
export const applicationPageAnswer = pageOf(managedApplication);
