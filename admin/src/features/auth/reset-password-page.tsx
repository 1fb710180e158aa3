import type { Session } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FullScreenSpinner } from '@admin/components/ui/spinner';
import { ErrorState } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { paths } from '@admin/config/paths';
import { tokenAal } from '@admin/lib/auth/aal';
import { useSession } from '@admin/lib/auth/session';
import { factorsQuery } from '@admin/lib/auth/staff-queries';
import { describeError } from '@admin/lib/errors';
import { AuthLayout, FormAlert } from './auth-layout';
import { NewPasswordForm } from './new-password-form';
import { TotpStep } from './totp-step';

/** The error GoTrue puts in the fragment of a recovery link that no longer works. */
const linkError = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('error_description');

/**
 * /admin/reset-password: the recovery link signs the user in (supabase-js reads the session from
 * the URL); they choose a new password, after their two-factor code when they have one.
 */
export function ResetPasswordPage() {
  const state = useSession();
  const [error] = useState(() => linkError(window.location.hash));
  if (state.status === 'loading') return <FullScreenSpinner />;
  if (state.status === 'signed-out')
    return (
      <AuthLayout title="Reset your password">
        <FormAlert>{error ?? 'This reset link is invalid or has expired.'}</FormAlert>
        <p className="text-sm text-ink-700">
          Ask for a new link with “Forgot password?” on the{' '}
          <Link to={paths.login} className="font-medium text-brand-700 underline">
            sign-in page
          </Link>
          .
        </p>
      </AuthLayout>
    );
  return <ChoosePassword session={state.session} />;
}

function ChoosePassword({ session }: { session: Session }) {
  const navigate = useNavigate();
  const factors = useQuery(factorsQuery(session.user.id));
  if (factors.isPending) return <FullScreenSpinner />;
  if (factors.isError)
    return (
      <AuthLayout title="Reset your password">
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
  return (
    <AuthLayout title="Choose a new password">
      <p className="mb-4 text-sm text-ink-700">For {session.user.email}</p>
      <NewPasswordForm
        onChanged={() => {
          toast({ title: 'Password changed', variant: 'success' });
          void navigate(paths.dashboard, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
