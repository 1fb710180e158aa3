import type { Session } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import { tokenAal } from './aal';
import type { StaffAccess } from './access';
import { factorsQuery, requireAdminMfaQuery, roleQuery } from './staff-queries';

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
