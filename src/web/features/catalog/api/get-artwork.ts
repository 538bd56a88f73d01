import { api } from '#web/lib/api.ts';
import type { ProductDetail } from '#shared/api/catalog.ts';

export interface ArtworkDetail {
  artwork: ProductDetail;
  /** The shipping terms page, HTML sanitised by the server (docs/product.md#uploads-and-rich-text). */
  shippingHtml: string;
}

/** POST /product_id/{id or product_slug}: one artwork with its exhibitions, related works and shipping terms. */
export const getArtworkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArtwork: build.query<ArtworkDetail, string>({
      query: (idOrSlug) => ({
        url: `product_id/${encodeURIComponent(idOrSlug)}`,
        method: 'POST',
        body: {},
      }),
      transformResponse: (answer: { result: ProductDetail; shipping: { page_description: string } }) => ({
        artwork: answer.result,
        shippingHtml: answer.shipping.page_description,
      }),
      providesTags: (detail, _error, idOrSlug) => [{ type: 'Artwork', id: detail?.artwork.id ?? idOrSlug }],
    }),
  }),
});

export const { useGetArtworkQuery } = getArtworkApi;
