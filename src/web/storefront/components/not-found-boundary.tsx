import type { ComponentType } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RouteError } from './route-error.tsx';

/**
 * A detail route's error boundary: the 404 its loader throws for a record that does not exist
 * (route-data.ts) shows the screen's own not-found state, rendered by the server with the page's
 * status and hydrated as it is; any other failure the page's error.
 */
export function notFoundBoundary(Missing: ComponentType) {
  return function NotFoundBoundary() {
    const error = useRouteError();
    return isRouteErrorResponse(error) && error.status === 404 ? <Missing /> : <RouteError error={error} />;
  };
}
