import type { Product } from '#shared/api/catalog.ts';
import { imageSetFromWrittenOut } from '#shared/media.ts';

/** What the wishlist and compare lists keep of an artwork: enough to render its card offline. */
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

/** What the wishlist and compare lists keep of an artwork they are given. */
export function toSavedArtwork(artwork: Product): SavedArtwork {
  return {
    id: artwork.id,
    product_slug: artwork.product_slug,
    product_name: artwork.product_name,
    feature_image: artwork.feature_image,
    feature_image_set: artwork.feature_image_set,
    product_price: artwork.product_price,
    price: artwork.price,
    discount: artwork.discount,
    stock: artwork.stock,
    availability: artwork.availability,
    artist: artwork.artist,
    medium: artwork.medium,
    width_cm: artwork.width_cm,
    height_cm: artwork.height_cm,
    depth_cm: artwork.depth_cm,
    year: artwork.year,
    edition_type: artwork.edition_type,
    edition_size: artwork.edition_size,
    edition_number: artwork.edition_number,
    variation: artwork.variation,
    affiliateLink: artwork.affiliateLink,
  };
}

/**
 * A kept artwork as an earlier build stored it, whose picture had its URLs written out (`src`,
 * `srcset`), in today's shape, so a visitor's wishlist keeps its pictures across the change.
 */
export function savedArtworkReadAgain(item: SavedArtwork): SavedArtwork {
  const picture: unknown = item.feature_image_set;
  if (!picture || (typeof picture === 'object' && 'widths' in picture)) return item;
  return { ...item, feature_image_set: imageSetFromWrittenOut(picture) };
}
