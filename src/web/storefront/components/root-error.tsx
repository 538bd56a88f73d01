import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFound from '../routes/not-found.tsx';
import { RouteError } from './route-error.tsx';

/** The router's last resort, when even the layout failed, or a page with no boundary of its own found nothing. */
export function RootError() {
  const error = useRouteError();
  return (
    <main id="main">
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <RouteError error={error} />}
    </main>
  );
}
