import { z } from 'zod';
import { line } from './common.ts';
import { listSort } from './list-query.ts';
import {
  editableSlug,
  httpUrl,
  idList,
  loadedStamp,
  MAX_BAISA,
  optionalText,
  pageOf,
  paging,
  recordId,
  refId,
  richText,
  searchTerm,
  text,
  wholeNumber,
} from './manage-fields.ts';
import { managedMedia } from './manage-media.ts';

/** Artworks in the back office: /admin/api/manage/artworks. */

export const artworkStatuses = ['published', 'draft'] as const;
export const artworkAvailabilities = ['available', 'reserved', 'sold'] as const;
export const artworkOrientations = ['portrait', 'landscape', 'square'] as const;
export const editionTypes = ['unique', 'limited', 'open'] as const;

export const artworkStatus = z.enum(artworkStatuses, { error: `must be one of: ${artworkStatuses.join(', ')}` });
export const artworkAvailability = z.enum(artworkAvailabilities, {
  error: `must be one of: ${artworkAvailabilities.join(', ')}`,
});
const stockCount = wholeNumber().min(0, 'must not be negative').max(1_000_000, 'must be at most 1000000');
const centimetres = z
  .number({ error: 'must be a number' })
  .positive('must be greater than 0')
  .max(100_000, 'must be at most 100000 cm')
  .nullable();

/**
 * A list's names are checked for repeats even when another field of an item is wrong (a stock typed
 * as text), so that a form hears of both at once; not when the names themselves cannot be read.
 */
const namesReadable =
  (key: string) =>
  ({ value }: { value: unknown }) =>
    Array.isArray(value) && value.every((item) => typeof (item as Record<string, unknown> | null)?.[key] === 'string');

const variationSizeInput = z.object({ name: line(40), stock: stockCount }).strict();
const variationInput = z
  .object({
    color: line(40),
    sizes: z
      .array(variationSizeInput)
      .min(1, 'must list at least one size')
      .max(30, 'must list at most 30 sizes')
      .superRefine(
        (sizes, ctx) => {
          const seen = new Set<string>();
          sizes.forEach((s, i) => {
            const key = s.name.toLowerCase();
            if (seen.has(key))
              ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'is listed twice for this colour' });
            seen.add(key);
          });
        },
        { when: namesReadable('name') },
      ),
  })
  .strict();

const termNames = (max: number) =>
  z
    .array(line(80))
    .max(max, `must list at most ${max}`)
    .superRefine((names, ctx) => {
      const seen = new Set<string>();
      names.forEach((n, i) => {
        const key = n.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: 'is listed twice' });
        seen.add(key);
      });
    });

/** Every field staff edit on an artwork (docs/product.md#data Product and docs/product.md#artworks). */
export const artworkFields = z.object({
  name: line(200),
  product_slug: editableSlug,
  artist_id: refId.nullable(),
  sku: optionalText(64),
  /** Base price before discount, baisa. */
  price: wholeNumber('must be a whole number of baisa')
    .min(0, 'must not be negative')
    .max(MAX_BAISA, `must be at most ${MAX_BAISA}`),
  /** Percent off, 0-100. */
  discount: wholeNumber().min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100'),
  stock: stockCount,
  short_description: text(1000),
  full_description: richText(),
  rating: wholeNumber().min(0, 'must be between 0 and 5').max(5, 'must be between 0 and 5'),
  medium: optionalText(120),
  support: optionalText(120),
  width_cm: centimetres,
  height_cm: centimetres,
  depth_cm: centimetres,
  orientation: z.enum(artworkOrientations, { error: `must be one of: ${artworkOrientations.join(', ')}` }).nullable(),
  year: wholeNumber().min(1000, 'must be a year such as 2024').max(2100, 'must be a year such as 2024').nullable(),
  /** 'limited' needs edition_size and edition_number (number <= size); the others take neither. */
  edition_type: z.enum(editionTypes, { error: `must be one of: ${editionTypes.join(', ')}` }),
  edition_size: wholeNumber().min(1, 'must be at least 1').max(1_000_000).nullable(),
  edition_number: wholeNumber().min(1, 'must be at least 1').max(1_000_000).nullable(),
  framed: z.boolean({ error: 'must be true or false' }),
  availability: artworkAvailability,
  /** An external shop's http(s) page; the storefront then shows 'Buy Now' instead of the cart. */
  affiliate_link: httpUrl.nullable(),
  is_new: z.boolean({ error: 'must be true or false' }),
  status: artworkStatus,
  /** Gallery images (media ids of uploaded images) in display order. */
  images: idList(40),
  /** One of `images`, or null for "the first image". */
  feature_image_id: refId.nullable(),
  /** Colours of a print, each with its sizes and their stock; empty for a work sold as itself. */
  variations: z
    .array(variationInput)
    .max(20, 'must list at most 20 colours')
    .superRefine(
      (variations, ctx) => {
        const seen = new Set<string>();
        variations.forEach((v, i) => {
          const key = v.color.toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'color'], message: 'is listed twice' });
          seen.add(key);
        });
      },
      { when: namesReadable('color') },
    ),
  /** Category names; a new name creates the category. */
  categories: termNames(30),
  tags: termNames(50),
  /** Exhibitions this work hangs in (it is added at the end of a show it was not in). */
  exhibition_ids: idList(100),
});

/** POST /artworks: name and price are needed; the rest defaults (status draft, unique edition, stock 1). */
export const newArtworkBody = artworkFields.partial().required({ name: true, price: true }).strict();
export type NewArtworkBody = z.input<typeof newArtworkBody>;

/** PUT /artworks/:id. With the stamp, a sold work is never put back on sale by a form opened before the sale. */
export const artworkUpdateBody = artworkFields.partial().extend(loadedStamp).strict();
export type ArtworkUpdateBody = z.input<typeof artworkUpdateBody>;
export type ArtworkFields = z.output<typeof artworkFields>;

/** What a new artwork holds beyond its name and price, where POST /artworks is not told otherwise. */
export const NEW_ARTWORK_DEFAULTS: Omit<ArtworkFields, 'name' | 'price'> = {
  product_slug: '',
  artist_id: null,
  sku: null,
  discount: 0,
  stock: 1,
  short_description: '',
  full_description: '',
  rating: 0,
  medium: null,
  support: null,
  width_cm: null,
  height_cm: null,
  depth_cm: null,
  orientation: null,
  year: null,
  edition_type: 'unique',
  edition_size: null,
  edition_number: null,
  framed: false,
  availability: 'available',
  affiliate_link: null,
  is_new: false,
  // A new work stays off the storefront until staff publish it.
  status: 'draft',
  images: [],
  feature_image_id: null,
  variations: [],
  categories: [],
  tags: [],
  exhibition_ids: [],
};

/** PATCH /artworks/:id/status */
export const artworkStatusBody = z.object({ status: artworkStatus }).strict();

export const artworkSorts = ['name', 'price', 'created', 'updated'] as const;
/** GET /artworks */
export const artworkListQuery = z
  .object({
    /** Name, slug or artist name, case-insensitive. */
    search: searchTerm,
    status: artworkStatus.optional(),
    availability: artworkAvailability.optional(),
    artist_id: recordId.optional(),
    ...listSort(artworkSorts, { sort: 'updated', order: 'desc' }),
    ...paging,
  })
  .strict();
export type ArtworkListQuery = z.input<typeof artworkListQuery>;

const artistOfArtwork = z.object({ id: z.number().int(), artist_slug: z.string(), full_name: z.string() });

export const managedArtworkRow = z.object({
  id: z.number().int(),
  product_slug: z.string(),
  name: z.string(),
  artist: artistOfArtwork.nullable(),
  price: z.number().int(),
  /** After discount. */
  product_price: z.number().int(),
  discount: z.number().int(),
  stock: z.number().int(),
  status: artworkStatus,
  availability: artworkAvailability,
  /** A small rendition of the feature image (or the first image), '' when there is none. */
  thumbnail: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedArtworkRow = z.infer<typeof managedArtworkRow>;

export const artworkListAnswer = pageOf(managedArtworkRow).extend({
  /** Over the whole catalogue, not only this search: for the status tabs. */
  counts: z.object({ all: z.number().int(), published: z.number().int(), draft: z.number().int() }),
});
export type ArtworkListAnswer = z.infer<typeof artworkListAnswer>;

export const managedArtwork = z.object({
  id: z.number().int(),
  product_slug: z.string(),
  /** Where the storefront shows it (drafts are not public). */
  storefront_url: z.string(),
  name: z.string(),
  artist_id: z.number().int().nullable(),
  artist: artistOfArtwork.nullable(),
  sku: z.string().nullable(),
  price: z.number().int(),
  product_price: z.number().int(),
  discount: z.number().int(),
  stock: z.number().int(),
  short_description: z.string(),
  full_description: z.string(),
  rating: z.number().int(),
  medium: z.string().nullable(),
  support: z.string().nullable(),
  width_cm: z.number().nullable(),
  height_cm: z.number().nullable(),
  depth_cm: z.number().nullable(),
  orientation: z.enum(artworkOrientations).nullable(),
  year: z.number().int().nullable(),
  edition_type: z.enum(editionTypes),
  edition_size: z.number().int().nullable(),
  edition_number: z.number().int().nullable(),
  framed: z.boolean(),
  availability: artworkAvailability,
  affiliate_link: z.string().nullable(),
  is_new: z.boolean(),
  sale_count: z.number().int(),
  status: artworkStatus,
  feature_image_id: z.number().int().nullable(),
  feature_image: managedMedia.nullable(),
  images: z.array(managedMedia.extend({ position: z.number().int() })),
  variations: z.array(
    z.object({ color: z.string(), sizes: z.array(z.object({ name: z.string(), stock: z.number().int() })) }),
  ),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  exhibitions: z.array(z.object({ id: z.number().int(), exhibition_slug: z.string(), exhibition_title: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedArtwork = z.infer<typeof managedArtwork>;
export const artworkAnswer = z.object({ result: managedArtwork });
