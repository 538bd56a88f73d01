import { z } from 'zod';
import { boundedAmount } from './ids.ts';
import { availabilityFilter, sortOptions } from '../catalog-options.ts';
import { imageSet, slug } from './common.ts';

/** An artwork as the API's Product (docs/product.md#data), plus the art facts of docs/product.md#artworks. Prices are integer baisa. */
export const variationSize = z.object({ name: z.string(), stock: z.number().int() });
export const variation = z.object({ color: z.string(), size: z.array(variationSize) });

export const artistRef = z.object({ artist_slug: z.string(), full_name: z.string() });

export const product = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_slug: z.string(),
  product_name: z.string(),
  name: z.string(),
  /** Price after discount, in baisa (what a buyer pays). */
  product_price: z.number().int(),
  /** Price before discount, in baisa. */
  price: z.number().int(),
  discount: z.number().int(),
  feature_image: z.string(),
  feature_image_set: imageSet.nullable(),
  image: z.array(z.string()),
  image_set: z.array(imageSet),
  shortDescription: z.string(),
  fullDescription: z.string(),
  rating: z.number().int(),
  stock: z.number().int(),
  variation: z.array(variation),
  category: z.array(z.string()),
  tag: z.array(z.string()),
  affiliateLink: z.string().nullable(),
  sku: z.string().nullable(),
  new: z.boolean(),
  saleCount: z.number().int(),
  artist: artistRef.nullable(),
  medium: z.string().nullable(),
  support: z.string().nullable(),
  width_cm: z.number().nullable(),
  height_cm: z.number().nullable(),
  depth_cm: z.number().nullable(),
  orientation: z.enum(['portrait', 'landscape', 'square']).nullable(),
  year: z.number().int().nullable(),
  edition_type: z.enum(['unique', 'limited', 'open']),
  edition_size: z.number().int().nullable(),
  edition_number: z.number().int().nullable(),
  framed: z.boolean(),
  availability: z.enum(['available', 'reserved', 'sold']),
});
export type Product = z.infer<typeof product>;

/** The light card form used in grids (exhibition, artist, lists). */
export const productCard = product.pick({
  id: true,
  product_id: true,
  product_slug: true,
  product_name: true,
  product_price: true,
  price: true,
  discount: true,
  feature_image: true,
  feature_image_set: true,
  stock: true,
  availability: true,
  artist: true,
  medium: true,
  width_cm: true,
  height_cm: true,
  year: true,
});
export type ProductCard = z.infer<typeof productCard>;

export { availabilityFilter, sortOptions };

const csv = z
  .union([z.string(), z.array(z.string())], { error: 'must be text or a list of texts' })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

/** The artworks list's filters, shared by its search and its facet counts. */
const listFilters = z.object({
  search: z.string().trim().max(100).optional(),
  artist_slug: csv.optional(),
  category: csv.optional(),
  tag: csv.optional(),
  medium: csv.optional(),
  orientation: csv.optional(),
  min_price: boundedAmount.optional(),
  max_price: boundedAmount.optional(),
  availability: z.enum(availabilityFilter).default('all'),
});

/** POST /product_search: every filter is optional; several values of one filter are OR-ed. */
export const productSearchBody = listFilters
  .extend({
    exhibition_slug: slug.optional(),
    sort: z.enum(sortOptions).default('newest'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(12),
  })
  .strict()
  .refine((b) => b.min_price === undefined || b.max_price === undefined || b.min_price <= b.max_price, {
    message: 'must not be above max_price',
    path: ['min_price'],
  });
export type ProductSearchBody = z.input<typeof productSearchBody>;

export const productSearchAnswer = z.object({
  result: z.array(product),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  page_count: z.number().int(),
});
export type ProductSearchAnswer = z.infer<typeof productSearchAnswer>;

/**
 * GET /product_filter. Without a query, each facet counts every published work (docs/product.md#api). With the
 * list's current filters, each facet counts the works the list would show with that one choice
 * added to its group (several choices of a group are OR-ed): a count is what a tick finds.
 */
export const productFilterQuery = listFilters.strict();
export type ProductFilterQuery = z.input<typeof productFilterQuery>;

const facet = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export const productFilterAnswer = z.object({
  result: z.object({
    artists: z.array(facet),
    categories: z.array(facet),
    tags: z.array(facet),
    mediums: z.array(facet),
    orientations: z.array(facet),
    price: z.object({ min: z.number().int(), max: z.number().int() }),
  }),
});
export type ProductFilters = z.infer<typeof productFilterAnswer>['result'];

/** The artist block of an artwork page: who made it, with a few lines about them. */
export const artistProfile = artistRef.extend({
  profile_image: z.string(),
  profile_image_set: imageSet.nullable(),
  location: z.string().nullable(),
  /** The start of the artist's description as plain text (at most about 280 characters). */
  about: z.string(),
});
export type ArtistProfile = z.infer<typeof artistProfile>;

export const productDetailAnswer = z.object({
  result: product.extend({
    artist_profile: artistProfile.nullable(),
    exhibitions: z.array(z.object({ exhibition_slug: z.string(), exhibition_title: z.string() })),
    related: z.array(productCard),
  }),
  shipping: z.object({ page_description: z.string() }),
});
export type ProductDetail = z.infer<typeof productDetailAnswer>['result'];
