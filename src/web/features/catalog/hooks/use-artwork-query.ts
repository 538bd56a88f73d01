import { useCallback, useMemo, useRef } from 'react';
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
  // The last change asked for, and the address it was made on. React Router hands a change the
  // address of the last render, so a second change made before the first has rendered (the search
  // box's pause ending just after a sort, or the input replayed after a server-rendered page is hydrated)
  // would otherwise start from the old address and undo the first one.
  const asked = useRef<{ on: URLSearchParams; next: URLSearchParams } | null>(null);

  const change = useCallback(
    (next: (current: ArtworkQuery) => ArtworkQuery, options: { replace?: boolean } = {}) => {
      const current = asked.current?.on === params ? asked.current.next : params;
      const nextParams = toSearchParams(next(parseArtworkQuery(current)));
      asked.current = { on: params, next: nextParams };
      // Each deliberate change is a history step (Back undoes it); live typing in the search box replaces.
      setParams(nextParams, { replace: options.replace ?? false });
    },
    [params, setParams],
  );

  const update = useCallback(
    (changed: Partial<ArtworkQuery>, options: { replace?: boolean } = {}) => {
      const onlyPaging = Object.keys(changed).every((k) => k === 'page' || k === 'view');
      change((previous) => ({ ...previous, ...(onlyPaging ? {} : { page: 1 }), ...changed }), options);
    },
    [change],
  );

  const clearFilters = useCallback(() => change(clearedQuery), [change]);

  return { query, update, clearFilters };
}
