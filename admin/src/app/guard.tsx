import type { Session } from '@supabase/supabase-js';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullScreenSpinner } from '@admin/components/ui/spinner';
import { ErrorState } from '@admin/components/ui/states';
import type { Area } from '@admin/config/areas';
import { loginPath, paths } from '@admin/config/paths';
import { accessTo } from '@admin/lib/auth/access';
import { useSession } from '@admin/lib/auth/session';
import { StaffContext, useCurrentStaff, useStaff } from '@admin/lib/auth/staff-context';
import { describeError } from '@admin/lib/errors';

/** Everything inside the shell needs a session (else sign-in, then back here) and a staff role. */
export function RequireStaff() {
  const state = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <FullScreenSpinner />;
  if (state.status === 'signed-out')
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <StaffGate session={state.session} />;
}

function StaffGate({ session }: { session: Session }) {
  const state = useStaff(session);
  if (state.status === 'loading') return <FullScreenSpinner />;
  if (state.status === 'error')
    return (
      <main id="main" className="mx-auto max-w-md py-24">
        <h1 className="sr-only">Admin</h1>
        <ErrorState
          title="Your account could not be loaded"
          message={describeError(state.error)}
          onRetry={state.retry}
        />
      </main>
    );
  if (!state.staff.role) return <Navigate to={paths.unauthorized} replace />;
  return (
    <StaffContext value={state.staff}>
      <Outlet />
    </StaffContext>
  );
}

/** An area's pages: only for the roles the route table allows, with two-factor when required. */
export function AreaGate({ area }: { area: Pick<Area, 'role'> }) {
  const staff = useCurrentStaff();
  const location = useLocation();
  switch (accessTo(area, staff)) {
    case 'allow':
      return <Outlet />;
    case 'unauthorized':
      return <Navigate to={paths.unauthorized} replace />;
    case 'verify-mfa':
      return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
    case 'enrol-mfa':
      return <Navigate to={`${paths.profile}?mfa=required`} replace />;
  }
}
