import { z } from 'zod';
import { line } from './common.ts';
import { listSort } from './list-query.ts';
import { isoDate, loadedStamp, pageOf, paging, refId, searchTerm } from './manage-fields.ts';
import { managedMedia } from './manage-media.ts';

/** Press articles in the back office: /admin/api/manage/press. */

export const pressFields = z.object({
  article_title: line(300),
  press_name: line(120),
  published_on: isoDate,
  image_id: refId.nullable(),
  press_logo_id: refId.nullable(),
  /** An uploaded PDF (kind document). */
  pdf_id: refId.nullable(),
});
export const newPressBody = pressFields
  .partial()
  .required({ article_title: true, press_name: true, published_on: true })
  .strict();
export type NewPressBody = z.input<typeof newPressBody>;
export const pressUpdateBody = pressFields.partial().extend(loadedStamp).strict();
export type PressFields = z.output<typeof pressFields>;
export const pressSorts = ['published', 'title', 'press', 'created', 'updated'] as const;
/** GET /press: newest publication first unless sorted otherwise. */
export const pressListQuery = z
  .object({ search: searchTerm, ...listSort(pressSorts, { sort: 'published', order: 'desc' }), ...paging })
  .strict();

export const managedPress = z.object({
  id: z.number().int(),
  article_title: z.string(),
  press_name: z.string(),
  published_on: z.string(),
  image_id: z.number().int().nullable(),
  image: managedMedia.nullable(),
  press_logo_id: z.number().int().nullable(),
  press_logo: managedMedia.nullable(),
  pdf_id: z.number().int().nullable(),
  pdf: managedMedia.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedPress = z.infer<typeof managedPress>;
export const pressArticleAnswer = z.object({ result: managedPress });
export const pressPageAnswer = pageOf(managedPress);
