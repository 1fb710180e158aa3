import { isAuthApiError, type Session } from '@supabase/supabase-js';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TotpCodeField, useTotpCodeForm } from '@admin/components/auth/totp-code-field';
import { Button } from '@admin/components/ui/button';
import { FullScreenSpinner } from '@admin/components/ui/spinner';
import { ErrorState } from '@admin/components/ui/states';
import { tokenAal } from '@admin/lib/auth/aal';
import { dataOrThrow } from '@admin/lib/auth/answer';
import { useSignOut } from '@admin/lib/auth/session';
import { factorsQuery } from '@admin/lib/auth/staff-context';
import { describeError } from '@admin/lib/errors';
import { supabase } from '@admin/lib/supabase';
import { AuthLayout, AuthLinkButton, FormAlert } from './auth-layout';

export const SIGN_IN_RATE_LIMITED =
  'Too many sign-in attempts. Please wait a few minutes before trying again.';

/** What the two-factor step says when a code was refused. */
function codeMessage(error: unknown): string {
  if (isAuthApiError(error)) {
    if (error.code === 'mfa_verification_failed')
      return 'That code is not right. Enter the current 6-digit code from your authenticator app.';
    if (error.code === 'mfa_challenge_expired') return 'The code took too long. Please enter a new one.';
    if (error.status === 429) return SIGN_IN_RATE_LIMITED;
  }
  return describeError(error);
}

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

/** The second sign-in step: a challenge on the factor, answered with the authenticator's code (aal2). */
function TotpStep({ factorId }: { factorId: string }) {
  const signOut = useSignOut();
  return (
    <>
      <p className="mb-4 text-sm text-ink-700">
        Your account uses two-factor authentication. Enter the 6-digit code from your authenticator app.
      </p>
      <TotpCodeForm factorId={factorId} label="Authentication code" autoFocus refusal={codeMessage}>
        {(pending) => (
          <Button type="submit" className="mt-5 w-full" pending={pending}>
            Verify
          </Button>
        )}
      </TotpCodeForm>
      <AuthLinkButton onClick={() => signOut.mutate()}>Sign in with another account</AuthLinkButton>
    </>
  );
}

interface TotpCodeFormProps {
  factorId: string;
  label: string;
  autoFocus?: boolean;
  className?: string;
  /** What the form says when the code was refused. */
  refusal: (error: unknown) => string;
  /** After the code was accepted: the factor is verified and this session aal2. */
  onVerified?: () => unknown;
  /** The form's buttons, given whether the code is being checked. */
  children: (pending: boolean) => ReactNode;
}

/** A code from the authenticator app for `factorId`, checked (six digits), then challenged and verified. */
export function TotpCodeForm({
  factorId,
  label,
  autoFocus = false,
  className,
  refusal,
  onVerified,
  children,
}: TotpCodeFormProps) {
  const verify = useMutation({
    mutationFn: (code: string) => dataOrThrow(supabase.auth.mfa.challengeAndVerify({ factorId, code })),
    ...(onVerified ? { onSuccess: onVerified } : {}),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useTotpCodeForm();
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => void handleSubmit(({ code }) => verify.mutate(code))(event)}
    >
      {verify.isError && <FormAlert>{refusal(verify.error)}</FormAlert>}
      <TotpCodeField
        label={label}
        autoFocus={autoFocus}
        error={errors.code?.message}
        registration={register('code')}
      />
      {children(verify.isPending)}
    </form>
  );
}
