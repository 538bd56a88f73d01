import { z } from 'zod';
import { imageSet } from './common.ts';

/** Uploaded files in the back office: /admin/api/manage/media. */

/** An uploaded file as the back office shows it; `url` is '' for private files (application uploads). */
export const managedMedia = z.object({
  id: z.number().int(),
  kind: z.enum(['image', 'document', 'private']),
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  original_name: z.string().nullable(),
  alt: z.string().nullable(),
  url: z.string(),
  image_set: imageSet.nullable(),
});
export type ManagedMedia = z.infer<typeof managedMedia>;

/** POST /media (multipart/form-data: `file`, optional `alt`). */
export const mediaAnswer = z.object({ result: managedMedia });
export const MEDIA_UPLOAD_FIELDS = { file: 'file', alt: 'alt' } as const;
