import type { AppStore } from '#web/lib/store.ts';
import { getArtworkFiltersApi } from '#web/features/catalog/api/get-artwork-filters.ts';
import { searchArtworksApi } from '#web/features/catalog/api/search-artworks.ts';
import { parseArtworkQuery, toSearchBody } from '#web/features/catalog/hooks/artwork-query.ts';

/**
 * The /arts screen's data, asked for when the route matches. Kept out of the router's own file
 * because reading the URL's filters needs the shared catalogue schemas, which the first download
 * of every other page does not need.
 */
export function prefetchArtworksList(store: AppStore, { request }: { request: Request }): void {
  const query = parseArtworkQuery(new URL(request.url).searchParams);
  void store.dispatch(searchArtworksApi.util.prefetch('searchArtworks', toSearchBody(query), {}));
  void store.dispatch(getArtworkFiltersApi.util.prefetch('getArtworkFilters', undefined, {}));
}
