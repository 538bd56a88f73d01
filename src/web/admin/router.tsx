import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { OwnerOnly, RequireStaff } from './layout/require-staff.tsx';
import { sections } from './lib/sections.ts';
import { AuditScreen } from './screens/audit-screen.tsx';
import { ComingSoonScreen } from './screens/coming-soon-screen.tsx';
import { DashboardScreen } from './screens/dashboard-screen.tsx';
import { LoginScreen } from './screens/login-screen.tsx';
import { NotFoundScreen } from './screens/not-found-screen.tsx';
import { StaffScreen } from './screens/staff-screen.tsx';

/** Screens that exist; every other section shows "Coming soon" until its screen is added here. */
const built: Record<string, ReactNode> = {
  dashboard: <DashboardScreen />,
  staff: <StaffScreen />,
  audit: <AuditScreen />,
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
          ...sections.map((section): RouteObject => {
            const screen = built[section.key] ?? <ComingSoonScreen section={section} />;
            const element = section.ownerOnly ? <OwnerOnly>{screen}</OwnerOnly> : screen;
            return section.path === '/' ? { index: true, element } : { path: section.path, element };
          }),
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
