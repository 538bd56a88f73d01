import type { Params } from 'react-router';
import type { AppStore } from '#web/lib/store.ts';
import { getArtistApi } from '#web/features/artists/api/get-artist.ts';
import { searchArtworksApi } from '#web/features/catalog/api/search-artworks.ts';

/** An artist page lists all their works; the API's page size is the ceiling. */
const ARTWORKS_PER_ARTIST = 100;

/** The search behind 'ARTWORKS By {artist name}': the screen and its prefetch ask the same. */
export function artistArtworksSearch(slug: string) {
  return { artist_slug: slug, per_page: ARTWORKS_PER_ARTIST, sort: 'newest' as const };
}

/**
 * An artist page's data, asked for when the route matches: the artist and their works. Kept out of
 * the router's own file, like the artworks list's, because the catalogue search is not part of the
 * first download of the other pages.
 */
export function prefetchArtistDetail(store: AppStore, { params }: { params: Params }): void {
  const slug = params.artist_slug ?? params.slug;
  if (!slug) return;
  void store.dispatch(getArtistApi.util.prefetch('getArtist', slug, {}));
  void store.dispatch(searchArtworksApi.util.prefetch('searchArtworks', artistArtworksSearch(slug), {}));
}
