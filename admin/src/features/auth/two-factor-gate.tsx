import type { Session } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FullScreenSpinner } from '@admin/components/ui/spinner';
import { ErrorState } from '@admin/components/ui/states';
import { tokenAal } from '@admin/lib/auth/aal';
import { factorsQuery } from '@admin/lib/auth/staff-context';
import { describeError } from '@admin/lib/errors';
import { AuthLayout } from './auth-layout';
import { TotpStep } from './totp-step';

interface TwoFactorGateProps {
  session: Session;
  /** The page's title, shown if the account's factors cannot be read. */
  title: string;
  /** What the spinner says while they are read. */
  loadingLabel?: string;
  children: ReactNode;
}

/** Shows its children once the session has passed two-factor authentication (when the account has it). */
export function TwoFactorGate({ session, title, loadingLabel, children }: TwoFactorGateProps) {
  const factors = useQuery(factorsQuery(session.user.id));
  if (factors.isPending) return <FullScreenSpinner {...(loadingLabel ? { label: loadingLabel } : {})} />;
  if (factors.isError)
    return (
      <AuthLayout title={title}>
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
  return children;
}
