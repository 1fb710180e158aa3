import { createContext, useContext } from 'react';
import type { Staff } from './use-staff';

/** The signed-in staff member, provided by the guard to every page inside the shell. */
export const StaffContext = createContext<Staff | null>(null);

export function useCurrentStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useCurrentStaff is only available inside the guarded shell.');
  return staff;
}
