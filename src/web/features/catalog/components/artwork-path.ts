import type { ProductCard } from '#shared/api/catalog.ts';

/** Where the storefront shows an artwork. */
export const artworkPath = (artwork: Pick<ProductCard, 'product_slug'>) => `/arts/${artwork.product_slug}`;
