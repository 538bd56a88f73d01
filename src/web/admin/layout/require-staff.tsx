import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useGetSessionQuery } from '../endpoints/get-session.ts';
import { FullPageSpinner, LoadError } from '../components/ui.tsx';
import { apiProblem, statusOf } from '../lib/errors.ts';
import { ForbiddenScreen } from '../screens/forbidden-screen.tsx';
import { StaffContext, useStaff } from './staff-context.ts';

export interface LoginState {
  /** Where to go after signing in. */
  from?: string;
  /** The session ended while the staff member was working. */
  expired?: boolean;
}

/** Shows its routes to signed-in staff only; everyone else goes to /login and comes back after. */
export function RequireStaff() {
  const { data, error, isLoading, refetch } = useGetSessionQuery();
  const location = useLocation();
  if (statusOf(error) === 401) {
    const state: LoginState = {
      from: `${location.pathname}${location.search}`,
      expired: Boolean(data),
    };
    return <Navigate to="/login" replace state={state} />;
  }
  if (data) {
    return (
      <StaffContext.Provider value={data}>
        <Outlet />
      </StaffContext.Provider>
    );
  }
  if (isLoading || !error) return <FullPageSpinner />;
  return (
    <div className="adm-fullpage">
      <LoadError message={apiProblem(error)!.message} onRetry={() => void refetch()} />
    </div>
  );
}

/** Owner-only screens: an editor who opens one by its address sees why it is closed. */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const staff = useStaff();
  return staff.role === 'owner' ? children : <ForbiddenScreen />;
}
