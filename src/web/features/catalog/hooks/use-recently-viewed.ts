import { useEffect } from 'react';
import { shallowEqual } from 'react-redux';
import type { Product, ProductCard } from '#shared/api/catalog.ts';
import { useAppDispatch, useAppSelector } from '#web/lib/store.ts';
import { artworkViewed } from '#web/lib/state/product-slice.ts';
import type { SavedArtwork } from '#web/lib/state/saved-artwork.ts';
import { toSavedArtwork } from '#web/lib/state/saved-artwork.ts';

/** Adds the artwork to the visitor's trail once its page shows (after hydration: stored state only). */
export function useRecordView(artwork: Product): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(artworkViewed(toSavedArtwork(artwork)));
  }, [dispatch, artwork]);
}

/** A kept artwork in the card form the grids render. */
export function cardOfSaved(item: SavedArtwork): ProductCard {
  return {
    id: item.id,
    product_id: item.id,
    product_slug: item.product_slug,
    product_name: item.product_name,
    product_price: item.product_price,
    price: item.price,
    discount: item.discount,
    feature_image: item.feature_image,
    feature_image_set: item.feature_image_set,
    stock: item.stock ?? 0,
    availability: item.availability ?? 'available',
    artist: item.artist ?? null,
    medium: item.medium ?? null,
    width_cm: item.width_cm ?? null,
    height_cm: item.height_cm ?? null,
    year: item.year ?? null,
  };
}

/** The artworks the visitor looked at lately, but `current`, latest first. */
export function useRecentlyViewed(current: number | undefined, limit = 4): ProductCard[] {
  // Compared item by item, so that recording this very page's view (useRecordView, right after
  // hydration) does not render the whole artwork page again, at once, before its carousels hydrate.
  const shown = useAppSelector(
    (state) => state.product.recentlyViewed.filter((item) => item.id !== current).slice(0, limit),
    shallowEqual,
  );
  return shown.map(cardOfSaved);
}
