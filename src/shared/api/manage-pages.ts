import { z } from 'zod';
import { line } from './common.ts';
import { listSort } from './list-query.ts';
import { idsListedOnce, loadedStamp, refId, richText, siteLink, wholeNumber } from './manage-fields.ts';
import { managedMedia } from './manage-media.ts';

/** The storefront's pages and their cards in the back office: /admin/api/manage/pages. */

export const pageSlugParams = z.object({ slug: z.string().trim().toLowerCase().max(60) });

export const pageCardInput = z
  .object({
    /** An existing card keeps its id (and with it its translations); leave it out for a new one. */
    id: refId.optional(),
    title: line(200),
    body: richText(20_000).default(''),
    image_id: refId.nullable().default(null),
    link: siteLink.nullable().default(null),
    /** Cards are shown by position, then in the order sent. */
    position: wholeNumber().min(0, 'must not be negative').max(10_000).optional(),
  })
  .strict();

/**
 * PUT /pages/:slug: the first save creates the page (named after its route until page_name says
 * otherwise). `updated_at` is null for a page loaded before it was ever written.
 */
export const pageBody = z
  .object({
    page_name: line(200),
    page_description: richText(),
    cards: z.array(pageCardInput).max(50, 'must list at most 50 cards').superRefine(idsListedOnce),
  })
  .partial()
  .extend({ updated_at: loadedStamp.updated_at.unwrap().nullable().optional() })
  .strict();
export type PageBody = z.input<typeof pageBody>;

export const managedPageCard = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  image_id: z.number().int().nullable(),
  image: managedMedia.nullable(),
  link: z.string().nullable(),
  position: z.number().int(),
});
export const managedPage = z.object({
  slug: z.string(),
  /** False until the page is first saved. */
  exists: z.boolean(),
  page_name: z.string(),
  page_description: z.string(),
  cards: z.array(managedPageCard),
  updated_at: z.string().nullable(),
});
export type ManagedPage = z.infer<typeof managedPage>;
export const managedPageAnswer = z.object({ result: managedPage });
export const pageSorts = ['position', 'name', 'cards', 'updated'] as const;
/** GET /pages: in the storefront's menu order (position) unless sorted otherwise. */
export const pageListQuery = z.object(listSort(pageSorts, { sort: 'position', order: 'asc' })).strict();
export const pageListAnswer = z.object({
  result: z.array(
    z.object({
      slug: z.string(),
      exists: z.boolean(),
      page_name: z.string(),
      card_count: z.number().int(),
      updated_at: z.string().nullable(),
    }),
  ),
});
