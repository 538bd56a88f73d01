import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { OwnerOnly, RequireStaff } from './layout/require-staff.tsx';
import { sections } from './lib/sections.ts';
import { ApplicationScreen } from './screens/applications/application-screen.tsx';
import { ApplicationsScreen } from './screens/applications/applications-screen.tsx';
import { ArtistEditScreen } from './screens/artists/artist-edit-screen.tsx';
import { ArtistsScreen } from './screens/artists/artists-screen.tsx';
import { ArtworkEditScreen } from './screens/artworks/artwork-edit-screen.tsx';
import { ArtworksScreen } from './screens/artworks/artworks-screen.tsx';
import { AuditScreen } from './screens/audit-screen.tsx';
import { ComingSoonScreen } from './screens/coming-soon-screen.tsx';
import { CurrenciesScreen } from './screens/currencies/currencies-screen.tsx';
import { DashboardScreen } from './screens/dashboard-screen.tsx';
import { ExhibitionEditScreen } from './screens/exhibitions/exhibition-edit-screen.tsx';
import { ExhibitionsScreen } from './screens/exhibitions/exhibitions-screen.tsx';
import { HomePageScreen } from './screens/home-page/home-page-screen.tsx';
import { LoginScreen } from './screens/login-screen.tsx';
import { MailScreen } from './screens/mail-outbox/mail-screen.tsx';
import { OutboxScreen } from './screens/mail-outbox/outbox-screen.tsx';
import { MessagesScreen } from './screens/messages/messages-screen.tsx';
import { NewsletterScreen } from './screens/newsletter/newsletter-screen.tsx';
import { NotFoundScreen } from './screens/not-found-screen.tsx';
import { OrderScreen } from './screens/orders/order-screen.tsx';
import { OrdersScreen } from './screens/orders/orders-screen.tsx';
import { PageEditScreen } from './screens/pages/page-edit-screen.tsx';
import { PagesScreen } from './screens/pages/pages-screen.tsx';
import { PressEditScreen } from './screens/press/press-edit-screen.tsx';
import { PressScreen } from './screens/press/press-screen.tsx';
import { SettingsScreen } from './screens/settings/settings-screen.tsx';
import { StaffScreen } from './screens/staff-screen.tsx';

/** Screens that exist; every other section shows "Coming soon" until its screen is added here. */
const built: Record<string, ReactNode> = {
  dashboard: <DashboardScreen />,
  artworks: <ArtworksScreen />,
  artists: <ArtistsScreen />,
  exhibitions: <ExhibitionsScreen />,
  applications: <ApplicationsScreen />,
  press: <PressScreen />,
  pages: <PagesScreen />,
  homePage: <HomePageScreen />,
  messages: <MessagesScreen />,
  newsletter: <NewsletterScreen />,
  mailOutbox: <OutboxScreen />,
  settings: <SettingsScreen />,
  currencies: <CurrenciesScreen />,
  staff: <StaffScreen />,
  audit: <AuditScreen />,
  orders: <OrdersScreen />,
};

/** Pages below a section, at `<section path>/<path>` with the section's access rule ('new' is an :id too). */
const nested: Record<string, { path: string; element: ReactNode }[]> = {
  artworks: [{ path: ':id', element: <ArtworkEditScreen /> }],
  artists: [{ path: ':id', element: <ArtistEditScreen /> }],
  exhibitions: [{ path: ':id', element: <ExhibitionEditScreen /> }],
  applications: [{ path: ':id', element: <ApplicationScreen /> }],
  press: [{ path: ':id', element: <PressEditScreen /> }],
  pages: [{ path: ':slug', element: <PageEditScreen /> }],
  mailOutbox: [{ path: ':id', element: <MailScreen /> }],
  orders: [{ path: ':orderNo', element: <OrderScreen /> }],
};

/** The back office's routes, below the basename /admin. */
export const adminRoutes: RouteObject[] = [
  { path: '/login', element: <LoginScreen /> },
  {
    element: <RequireStaff />,
    children: [
      {
        element: <AppShell />,
        children: [
          ...sections.flatMap((section): RouteObject[] => {
            const guard = (screen: ReactNode) => (section.ownerOnly ? <OwnerOnly>{screen}</OwnerOnly> : screen);
            const element = guard(built[section.key] ?? <ComingSoonScreen section={section} />);
            const below = (nested[section.key] ?? []).map((page) => ({
              path: `${section.path}/${page.path}`,
              element: guard(page.element),
            }));
            return [section.path === '/' ? { index: true, element } : { path: section.path, element }, ...below];
          }),
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
