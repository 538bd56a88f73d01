import { z } from 'zod';
import { line } from './common.ts';
import { listSort } from './list-query.ts';
import {
  editableSlug,
  loadedStamp,
  optionalText,
  pageOf,
  paging,
  queryFlag,
  refId,
  richText,
  searchTerm,
  text,
  wholeNumber,
} from './manage-fields.ts';
import { managedMedia } from './manage-media.ts';

/** Artists in the back office: /admin/api/manage/artists. */

export const artistFields = z.object({
  first_name: line(80),
  /** May be empty for an artist known by one name. */
  last_name: text(80),
  artist_slug: editableSlug,
  description: richText(50_000),
  location: optionalText(120),
  profile_image_id: refId.nullable(),
  /** The gallery's own order in the artist list (lowest first). */
  position: wholeNumber().min(0, 'must not be negative').max(100_000),
});
export const newArtistBody = artistFields.partial().required({ first_name: true }).strict();
export type NewArtistBody = z.input<typeof newArtistBody>;
export const artistUpdateBody = artistFields.partial().extend(loadedStamp).strict();
export type ArtistUpdateBody = z.input<typeof artistUpdateBody>;
export type ArtistFields = z.output<typeof artistFields>;

export const artistSorts = ['position', 'name', 'location', 'created', 'updated'] as const;
/** GET /artists: the gallery's own order (position) unless sorted otherwise. */
export const artistListQuery = z
  .object({ search: searchTerm, ...listSort(artistSorts, { sort: 'position', order: 'asc' }), ...paging })
  .strict();
/** DELETE /artists/:id?force=true keeps the artist's artworks, without an artist. */
export const artistDeleteQuery = z.object({ force: queryFlag.default(false) }).strict();

export const managedArtist = z.object({
  id: z.number().int(),
  artist_slug: z.string(),
  storefront_url: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  position: z.number().int(),
  profile_image_id: z.number().int().nullable(),
  profile_image: managedMedia.nullable(),
  /** All their artworks, drafts included. */
  artwork_count: z.number().int(),
  published_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedArtist = z.infer<typeof managedArtist>;
export const artistAnswer = z.object({ result: managedArtist });
export const artistPageAnswer = pageOf(managedArtist);
export const artistDeleteAnswer = z.object({ message: z.string(), detached_artworks: z.number().int() });
