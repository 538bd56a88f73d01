import { api } from '#web/lib/api.ts';
import type { ProductFilters } from '#shared/api/catalog.ts';

/** GET /product_filter: the facets of the artworks list (artists, categories, mediums, ...). */
export const getArtworkFiltersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArtworkFilters: build.query<ProductFilters, void>({
      query: () => 'product_filter',
      transformResponse: (answer: { result: ProductFilters }) => answer.result,
      providesTags: [{ type: 'Artwork', id: 'FILTERS' }],
    }),
  }),
});

export const { useGetArtworkFiltersQuery } = getArtworkFiltersApi;
