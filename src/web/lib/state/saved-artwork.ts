import type { Product } from '#shared/api/catalog.ts';

/** What the wishlist and compare lists keep of an artwork: enough to draw its card offline. */
export type SavedArtwork = Pick<
  Product,
  | 'id'
  | 'product_slug'
  | 'product_name'
  | 'feature_image'
  | 'feature_image_set'
  | 'product_price'
  | 'price'
  | 'discount'
> &
  Partial<
    Pick<
      Product,
      | 'stock'
      | 'availability'
      | 'artist'
      | 'medium'
      | 'width_cm'
      | 'height_cm'
      | 'depth_cm'
      | 'year'
      | 'edition_type'
      | 'edition_size'
      | 'edition_number'
      | 'variation'
      | 'affiliateLink'
    >
  >;
