import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RerenderOnLanguage } from './layout/language-switch.tsx';
import { createAdminStore } from './lib/store.ts';
import { adminRoutes } from './router.tsx';

/** The back office: its own store and API, routes under /admin. */
export function AdminApp() {
  const [store] = useState(createAdminStore);
  const [router] = useState(() => createBrowserRouter(adminRoutes, { basename: '/admin' }));
  return (
    <Provider store={store}>
      <RerenderOnLanguage>
        <RouterProvider router={router} />
      </RerenderOnLanguage>
    </Provider>
  );
}
