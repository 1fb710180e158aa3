import type { Session } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ErrorState } from '@admin/components/ui/states';
import { FullScreenSpinner, Spinner } from '@admin/components/ui/spinner';
import { tokenAal } from '@admin/lib/auth/aal';
import { useSession } from '@admin/lib/auth/session';
import { factorsQuery } from '@admin/lib/auth/staff-queries';
import { describeError } from '@admin/lib/errors';
import { AuthLayout } from './auth-layout';
import { PasswordForm } from './password-form';
import { TotpStep } from './totp-step';

// Loaded once "Forgot password?" is chosen, so the sign-in route stays within its size budget.
const RecoveryForm = lazy(() =>
  import('./recovery-form').then((module) => ({ default: module.RecoveryForm })),
);

/** /admin/login: password, then the two-factor code when the account has one, then on to `next`. */
export function LoginPage({ next }: { next: string }) {
  const state = useSession();
  /** The address to send a recovery link to, once "Forgot password?" was chosen. */
  const [recovering, setRecovering] = useState<string>();
  if (state.status === 'loading') return <FullScreenSpinner />;
  if (state.status === 'signed-in') return <SecondStep session={state.session} next={next} />;
  if (recovering !== undefined)
    return (
      <AuthLayout title="Reset your password">
        <Suspense fallback={<Spinner className="mx-auto h-6 w-6 text-brand-700" />}>
          <RecoveryForm email={recovering} onBack={() => setRecovering(undefined)} />
        </Suspense>
      </AuthLayout>
    );
  return (
    <AuthLayout title="Sign in">
      <PasswordForm onForgotPassword={setRecovering} />
    </AuthLayout>
  );
}

function SecondStep({ session, next }: { session: Session; next: string }) {
  const factors = useQuery(factorsQuery(session.user.id));
  if (factors.isPending) return <FullScreenSpinner label="Signing in…" />;
  if (factors.isError)
    return (
      <AuthLayout title="Sign in">
        <ErrorState message={describeError(factors.error)} onRetry={() => void factors.refetch()} />
      </AuthLayout>
    );
  const factor = factors.data.verified[0];
  if (factor && tokenAal(session.access_token) !== 'aal2')
    return (
      <AuthLayout title="Two-factor authentication">
        <TotpStep factorId={factor.id} />
      </AuthLayout>
    );
  return <Navigate to={next} replace />;
}
