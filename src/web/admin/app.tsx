import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useAdminLanguage } from './lib/i18n.ts';
import { createAdminStore } from './lib/store.ts';
import { adminRoutes } from './router.tsx';

/** The back office: its own store and API, routes under /admin. */
export function AdminApp() {
  const [store] = useState(createAdminStore);
  const [router] = useState(() => createBrowserRouter(adminRoutes, { basename: '/admin' }));
  // The screens read their words as they draw: a new language draws them again, from the same
  // address and with the answers already in the store.
  const language = useAdminLanguage();
  return (
    <Provider store={store}>
      <RouterProvider key={language} router={router} />
    </Provider>
  );
}
