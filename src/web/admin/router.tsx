import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { OwnerOnly, RequireStaff } from './layout/require-staff.tsx';
import { sections, type SectionKey } from './lib/sections.ts';
import { lazyScreen } from './components/lazy-screen.tsx';
import { NotFoundScreen } from './screens/not-found-screen.tsx';

/**
 * Each screen is its own chunk, loaded when first opened (with the storefront's chunk timeout), so
 * the entry holds only the shell; the rich-text editor and drag and drop come with the screens that
 * use them.
 */
const loaders: (() => Promise<unknown>)[] = [];

/** Loads every screen's chunk now (tests, so that a screen's first render does not wait for its import). */
export function preloadAdminScreens(): Promise<unknown[]> {
  return Promise.all(loaders.map((load) => load()));
}

function screen<K extends string>(load: () => Promise<Record<K, ComponentType<object>>>, name: K) {
  loaders.push(load);
  return lazyScreen(() => load().then((module) => ({ default: module[name] as ComponentType<object> })));
}

const AccountScreen = screen(() => import('./screens/account-screen.tsx'), 'AccountScreen');
const ApplicationScreen = screen(() => import('./screens/applications/application-screen.tsx'), 'ApplicationScreen');
const ApplicationsScreen = screen(() => import('./screens/applications/applications-screen.tsx'), 'ApplicationsScreen');
const ArtistEditScreen = screen(() => import('./screens/artists/artist-edit-screen.tsx'), 'ArtistEditScreen');
const ArtistsScreen = screen(() => import('./screens/artists/artists-screen.tsx'), 'ArtistsScreen');
const ArtworkEditScreen = screen(() => import('./screens/artworks/artwork-edit-screen.tsx'), 'ArtworkEditScreen');
const ArtworksScreen = screen(() => import('./screens/artworks/artworks-screen.tsx'), 'ArtworksScreen');
const AuditScreen = screen(() => import('./screens/audit-screen.tsx'), 'AuditScreen');
const CurrenciesScreen = screen(() => import('./screens/currencies/currencies-screen.tsx'), 'CurrenciesScreen');
const CustomerScreen = screen(() => import('./screens/customers/customer-screen.tsx'), 'CustomerScreen');
const CustomersScreen = screen(() => import('./screens/customers/customers-screen.tsx'), 'CustomersScreen');
const DashboardScreen = screen(() => import('./screens/dashboard-screen.tsx'), 'DashboardScreen');
const EnquiriesScreen = screen(() => import('./screens/enquiries/enquiries-screen.tsx'), 'EnquiriesScreen');
const EnquiryScreen = screen(() => import('./screens/enquiries/enquiry-screen.tsx'), 'EnquiryScreen');
const ExhibitionEditScreen = screen(
  () => import('./screens/exhibitions/exhibition-edit-screen.tsx'),
  'ExhibitionEditScreen',
);
const ExhibitionsScreen = screen(() => import('./screens/exhibitions/exhibitions-screen.tsx'), 'ExhibitionsScreen');
const HomePageScreen = screen(() => import('./screens/home-page/home-page-screen.tsx'), 'HomePageScreen');
const LoginScreen = screen(() => import('./screens/login-screen.tsx'), 'LoginScreen');
const MailScreen = screen(() => import('./screens/mail-outbox/mail-screen.tsx'), 'MailScreen');
const OutboxScreen = screen(() => import('./screens/mail-outbox/outbox-screen.tsx'), 'OutboxScreen');
const MessagesScreen = screen(() => import('./screens/messages/messages-screen.tsx'), 'MessagesScreen');
const NewsletterScreen = screen(() => import('./screens/newsletter/newsletter-screen.tsx'), 'NewsletterScreen');
const OrderScreen = screen(() => import('./screens/orders/order-screen.tsx'), 'OrderScreen');
const OrdersScreen = screen(() => import('./screens/orders/orders-screen.tsx'), 'OrdersScreen');
const PageEditScreen = screen(() => import('./screens/pages/page-edit-screen.tsx'), 'PageEditScreen');
const PagesScreen = screen(() => import('./screens/pages/pages-screen.tsx'), 'PagesScreen');
const PressEditScreen = screen(() => import('./screens/press/press-edit-screen.tsx'), 'PressEditScreen');
const PressScreen = screen(() => import('./screens/press/press-screen.tsx'), 'PressScreen');
const ReportsScreen = screen(() => import('./screens/reports/reports-screen.tsx'), 'ReportsScreen');
const SettingsScreen = screen(() => import('./screens/settings/settings-screen.tsx'), 'SettingsScreen');
const StaffScreen = screen(() => import('./screens/staff-screen.tsx'), 'StaffScreen');

/** The screen of each section (a section without one does not compile). */
const built: Record<SectionKey, ReactNode> = {
  dashboard: <DashboardScreen />,
  artworks: <ArtworksScreen />,
  artists: <ArtistsScreen />,
  exhibitions: <ExhibitionsScreen />,
  applications: <ApplicationsScreen />,
  press: <PressScreen />,
  pages: <PagesScreen />,
  homePage: <HomePageScreen />,
  enquiries: <EnquiriesScreen />,
  messages: <MessagesScreen />,
  newsletter: <NewsletterScreen />,
  mailOutbox: <OutboxScreen />,
  settings: <SettingsScreen />,
  currencies: <CurrenciesScreen />,
  staff: <StaffScreen />,
  audit: <AuditScreen />,
  orders: <OrdersScreen />,
  customers: <CustomersScreen />,
  reports: <ReportsScreen />,
};

/** Pages below a section, at `<section path>/<path>` with the section's access rule ('new' is an :id too). */
const nested: Record<string, { path: string; element: ReactNode }[]> = {
  artworks: [{ path: ':id', element: <ArtworkEditScreen /> }],
  artists: [{ path: ':id', element: <ArtistEditScreen /> }],
  exhibitions: [{ path: ':id', element: <ExhibitionEditScreen /> }],
  applications: [{ path: ':id', element: <ApplicationScreen /> }],
  enquiries: [{ path: ':id', element: <EnquiryScreen /> }],
  press: [{ path: ':id', element: <PressEditScreen /> }],
  pages: [{ path: ':slug', element: <PageEditScreen /> }],
  mailOutbox: [{ path: ':id', element: <MailScreen /> }],
  orders: [{ path: ':orderNo', element: <OrderScreen /> }],
  customers: [{ path: ':id', element: <CustomerScreen /> }],
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
            const element = guard(built[section.key]);
            const below = (nested[section.key] ?? []).map((page) => ({
              path: `${section.path}/${page.path}`,
              element: guard(page.element),
            }));
            return [section.path === '/' ? { index: true, element } : { path: section.path, element }, ...below];
          }),
          // Every staff member's own account, reached from their name in the top bar.
          { path: '/account', element: <AccountScreen /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
