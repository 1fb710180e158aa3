import { lazy, Suspense, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { FullScreenSpinner, Spinner } from '@admin/components/ui/spinner';
import { safeNext } from '@admin/config/paths';
import { useSession } from '@admin/lib/auth/session';
import { AuthLayout } from './auth-layout';
import { PasswordForm } from './password-form';
import { TwoFactorGate } from './two-factor-gate';

// Loaded once "Forgot password?" is chosen, so the sign-in route stays within its size budget.
const RecoveryForm = lazy(() =>
  import('./recovery-form').then((module) => ({ default: module.RecoveryForm })),
);

/** /admin/login: password, then the two-factor code when the account has one, then on to `next`. */
export function LoginPage() {
  const state = useSession();
  const next = safeNext(useSearchParams()[0].get('next'));
  /** The address to send a recovery link to, once "Forgot password?" was chosen. */
  const [recovering, setRecovering] = useState<string>();
  if (state.status === 'loading') return <FullScreenSpinner />;
  if (state.status === 'signed-in')
    return (
      <TwoFactorGate session={state.session} title="Sign in" loadingLabel="Signing in…">
        <Navigate to={next} replace />
      </TwoFactorGate>
    );
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
