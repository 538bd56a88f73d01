import { z } from 'zod';
import { listSort } from './list-query.ts';
import { pageOf, paging, searchTerm } from './manage-fields.ts';

/** Enquiries about works in the back office: /admin/api/manage/enquiries (docs/product.md#enquiries). */

export const enquiryStatuses = ['open', 'answered', 'closed'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const enquirySorts = ['created', 'name'] as const;
/** GET /enquiries: newest first; `status` keeps one state; `search` looks in the name, e-mail, work and text. */
export const enquiryListQuery = z
  .object({
    status: z.enum(enquiryStatuses, { error: `must be one of: ${enquiryStatuses.join(', ')}` }).optional(),
    search: searchTerm,
    ...listSort(enquirySorts, { sort: 'created', order: 'desc' }),
    ...paging,
  })
  .strict();

export const enquiryReply = z.object({
  id: z.number().int(),
  message: z.string(),
  staff_name: z.string().nullable(),
  mail_id: z.number().int().nullable(),
  created_at: z.string(),
});

export const managedEnquiry = z.object({
  id: z.number().int(),
  /** The work asked about; null once the work has been deleted (its name and slug stay). */
  artwork_id: z.number().int().nullable(),
  artwork_name: z.string(),
  artwork_slug: z.string(),
  /** The storefront page of the work, when it still exists. */
  artwork_url: z.string().nullable(),
  artwork_thumbnail: z.string(),
  similar: z.boolean(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  language: z.string(),
  status: z.enum(enquiryStatuses),
  answered_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
});
export type ManagedEnquiry = z.infer<typeof managedEnquiry>;
export const enquiryDetail = managedEnquiry.extend({ replies: z.array(enquiryReply) });
export type EnquiryDetail = z.infer<typeof enquiryDetail>;
export const enquiryDetailAnswer = z.object({ result: enquiryDetail });
export const enquiryPageAnswer = pageOf(managedEnquiry).extend({ open: z.number().int() });

/** POST /enquiries/:id/reply: the answer, sent by e-mail to the enquirer in their language of the site. */
export const enquiryReplyBody = z
  .object({
    message: z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'),
  })
  .strict();
export type EnquiryReplyBody = z.input<typeof enquiryReplyBody>;

/** PATCH /enquiries/:id: closed (nothing more to do) or open again. */
export const enquiryStateBody = z.object({ closed: z.boolean({ error: 'must be true or false' }) }).strict();
