import { api } from '#web/lib/api.ts';
import type { ProductFilters } from '#shared/api/catalog.ts';

/**
 * GET /product_filter: the facets of the artworks list (artists, categories, mediums, ...), counted
 * over the whole catalogue, or given the list's filters (`toFacetQuery`) as each tick would narrow it.
 */
export const getArtworkFiltersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArtworkFilters: build.query<ProductFilters, Record<string, string> | void>({
      query: (params) => (params ? { url: 'product_filter', params } : 'product_filter'),
      transformResponse: (answer: { result: ProductFilters }) => answer.result,
      providesTags: [{ type: 'Artwork', id: 'FILTERS' }],
    }),
  }),
});

export const { useGetArtworkFiltersQuery } = getArtworkFiltersApi;
