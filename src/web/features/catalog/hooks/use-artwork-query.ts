import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { clearedQuery, parseArtworkQuery, toSearchParams, type ArtworkQuery } from './artwork-query.ts';

export interface ArtworkQueryControls {
  query: ArtworkQuery;
  /** Changes the query; any change other than the page itself goes back to page 1. */
  update: (change: Partial<ArtworkQuery>, options?: { replace?: boolean }) => void;
  clearFilters: () => void;
}

/** The artworks list state, read from and written to the URL query string. */
export function useArtworkQuery(): ArtworkQueryControls {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseArtworkQuery(params), [params]);

  const update = useCallback(
    (change: Partial<ArtworkQuery>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const previous = parseArtworkQuery(current);
          const onlyPaging = Object.keys(change).every((k) => k === 'page' || k === 'view');
          return toSearchParams({
            ...previous,
            ...(onlyPaging ? {} : { page: 1 }),
            ...change,
          });
        },
        // Each deliberate change is a history step (Back undoes it); live typing in the search box replaces.
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    setParams((current) => toSearchParams(clearedQuery(parseArtworkQuery(current))));
  }, [setParams]);

  return { query, update, clearFilters };
}
