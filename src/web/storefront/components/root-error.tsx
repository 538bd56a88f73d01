import { useRouteError } from 'react-router';
import { RouteError } from './route-error.tsx';

/** The router's last resort, when even the layout failed. */
export function RootError() {
  const error = useRouteError();
  return (
    <main id="main">
      <RouteError error={error} />
    </main>
  );
}
