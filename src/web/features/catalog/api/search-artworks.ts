import { api } from '#web/lib/api.ts';
import type { ProductSearchAnswer, ProductSearchBody } from '#shared/api/catalog.ts';

/**
 * POST /product_search: one page of artworks for the given filters, sort and page.
 * The answer is typed, not parsed: the server already validates it against the same schema,
 * and keeping zod out of the storefront bundle matters more than checking twice.
 */
export const searchArtworksApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchArtworks: build.query<ProductSearchAnswer, ProductSearchBody>({
      query: (body) => ({ url: 'product_search', method: 'POST', body }),
      providesTags: (answer) => [
        { type: 'Artwork' as const, id: 'LIST' },
        ...(answer?.result.map((artwork) => ({
          type: 'Artwork' as const,
          id: artwork.id,
        })) ?? []),
      ],
    }),
  }),
});

export const { useSearchArtworksQuery } = searchArtworksApi;
