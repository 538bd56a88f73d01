import { z } from 'zod';
import { line } from './common.ts';
import { listSort } from './list-query.ts';
import { artworkStatus } from './manage-artworks.ts';
import {
  editableSlug,
  idList,
  isoDate,
  loadedStamp,
  optionalText,
  pageOf,
  paging,
  refId,
  richText,
  searchTerm,
  text,
} from './manage-fields.ts';
import { managedMedia } from './manage-media.ts';

/** Exhibitions in the back office: /admin/api/manage/exhibitions. */

export const exhibitionKinds = ['group', 'solo'] as const;

export const exhibitionFields = z.object({
  title: line(200),
  exhibition_slug: editableSlug,
  short_description: text(1000),
  full_description: richText(),
  image_id: refId.nullable(),
  start_date: isoDate,
  /** Not before start_date. */
  end_date: isoDate,
  venue: optionalText(200),
  kind: z.enum(exhibitionKinds, { error: `must be one of: ${exhibitionKinds.join(', ')}` }),
  /** False keeps it a draft, hidden from the storefront; a new exhibition is published unless it says so. */
  published: z.boolean({ error: 'must be true or false' }),
  /** The hang, in order. */
  artwork_ids: idList(500),
});
export const newExhibitionBody = exhibitionFields
  .partial()
  .required({ title: true, start_date: true, end_date: true })
  .strict();
export type NewExhibitionBody = z.input<typeof newExhibitionBody>;
/** A new or edited exhibition as its form sends it: the server's rule that it ends on or after it opens, checked first. */
export const newExhibitionDates = newExhibitionBody.refine((b) => b.end_date >= b.start_date, {
  path: ['end_date'],
  message: 'must not be before start_date',
});
export const exhibitionUpdateBody = exhibitionFields.partial().extend(loadedStamp).strict();
export type ExhibitionUpdateBody = z.input<typeof exhibitionUpdateBody>;
export type ExhibitionFields = z.output<typeof exhibitionFields>;

export const exhibitionSorts = ['start', 'end', 'title', 'created', 'updated'] as const;
/** GET /exhibitions: newest opening first unless sorted otherwise. */
export const exhibitionListQuery = z
  .object({ search: searchTerm, ...listSort(exhibitionSorts, { sort: 'start', order: 'desc' }), ...paging })
  .strict();

const exhibitionArtwork = z.object({
  id: z.number().int(),
  name: z.string(),
  product_slug: z.string(),
  status: artworkStatus,
  thumbnail: z.string(),
});

export const managedExhibition = z.object({
  id: z.number().int(),
  exhibition_slug: z.string(),
  storefront_url: z.string(),
  title: z.string(),
  short_description: z.string(),
  full_description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** By today's date in Muscat. */
  status: z.enum(['upcoming', 'current', 'past']),
  venue: z.string().nullable(),
  kind: z.enum(exhibitionKinds),
  published: z.boolean(),
  image_id: z.number().int().nullable(),
  image: managedMedia.nullable(),
  artwork_ids: z.array(z.number().int()),
  artworks: z.array(exhibitionArtwork),
  application_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedExhibition = z.infer<typeof managedExhibition>;
export const exhibitionAnswer = z.object({ result: managedExhibition });
export const exhibitionPageAnswer = pageOf(managedExhibition.omit({ artworks: true, full_description: true }));
