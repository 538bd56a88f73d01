import { createContext, useCallback, useContext } from 'react';

/**
 * The site's origin (`https://host`), for absolute links such as share buttons and the canonical
 * link. The browser knows it from its address bar; the server, rendering a page (ADR 018), says it
 * through this context.
 */
export const SiteOriginContext = createContext<string | undefined>(undefined);

/** Makes a site path absolute, the same way on the server and in the browser. */
export function useAbsoluteUrl(): (path: string) => string {
  const given = useContext(SiteOriginContext);
  return useCallback((path: string) => new URL(path, given ?? window.location.origin).toString(), [given]);
}
