import type { Session } from '@supabase/supabase-js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { StaffRole } from '@admin/config/areas';
import { supabase } from '../supabase';
import { tokenAal } from './aal';
import { dataOrThrow } from './answer';
import type { StaffAccess } from './access';

/** The signed-in user's staff role (RLS lets everyone read their own row), or null. */
export const roleQuery = (userId: string) =>
  queryOptions({
    queryKey: ['auth', userId, 'role'],
    queryFn: async (): Promise<StaffRole | null> => {
      const { data } = await supabase
        .from('user_roles')
        .select('role')
        .eq('user_id', userId)
        .maybeSingle()
        .throwOnError();
      return data?.role ?? null;
    },
  });

/** The user's two-factor factors, asked of the auth server (the stored session may be stale). */
export const factorsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['auth', userId, 'factors'],
    queryFn: async () => {
      const { all, totp } = await dataOrThrow(supabase.auth.mfa.listFactors());
      return { all, verified: totp };
    },
  });

/** Whether admin rights need a two-factor session (site_settings.require_admin_mfa, readable by all). */
export const requireAdminMfaQuery = () =>
  queryOptions({
    queryKey: ['site-settings', 'require-admin-mfa'],
    queryFn: async (): Promise<boolean> => {
      const { data } = await supabase
        .from('site_settings')
        .select('require_admin_mfa')
        .eq('id', true)
        .maybeSingle()
        .throwOnError();
      return data?.require_admin_mfa ?? false;
    },
  });

export interface Staff extends StaffAccess {
  session: Session;
  email: string;
}

export type StaffState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; staff: Staff };

/** Who the signed-in user is to the back office: role, assurance level and two-factor state. */
export function useStaff(session: Session): StaffState {
  const userId = session.user.id;
  const role = useQuery(roleQuery(userId));
  const factors = useQuery(factorsQuery(userId));
  const requireAdminMfa = useQuery(requireAdminMfaQuery());
  const queries = [role, factors, requireAdminMfa];
  const failed = queries.find((query) => query.isError);
  if (failed)
    return {
      status: 'error',
      error: failed.error,
      retry: () => queries.forEach((query) => void query.refetch()),
    };
  if (role.data === undefined || factors.data === undefined || requireAdminMfa.data === undefined)
    return { status: 'loading' };
  return {
    status: 'ready',
    staff: {
      session,
      email: session.user.email ?? '',
      role: role.data,
      aal: tokenAal(session.access_token),
      hasVerifiedFactor: factors.data.verified.length > 0,
      requireAdminMfa: requireAdminMfa.data,
    },
  };
}

/** The signed-in staff member, provided by the guard to every page inside the shell. */
export const StaffContext = createContext<Staff | null>(null);

export function useCurrentStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useCurrentStaff is only available inside the guarded shell.');
  return staff;
}
