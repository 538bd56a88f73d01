import { createContext, useContext } from 'react';
import type { StaffMember } from '#shared/api/manage.ts';

export const StaffContext = createContext<StaffMember | null>(null);

/** The signed-in staff member; only used below RequireStaff, which provides it. */
export function useStaff(): StaffMember {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff() is only available inside <RequireStaff>');
  return staff;
}
