import { zodResolver } from '@hookform/resolvers/zod';
import { isAuthApiError, type Session } from '@supabase/supabase-js';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router-dom';
import type * as z from 'zod/v4-mini';
import { TotpCodeField, useTotpCodeForm } from '@admin/components/auth/totp-code-field';
import { Button } from '@admin/components/ui/button';
import { TextField } from '@admin/components/ui/field';
import { FullScreenSpinner, Spinner } from '@admin/components/ui/spinner';
import { ErrorState } from '@admin/components/ui/states';
import { safeNext } from '@admin/config/paths';
import { tokenAal } from '@admin/lib/auth/aal';
import { useSession, useSignOut } from '@admin/lib/auth/session';
import { factorsQuery } from '@admin/lib/auth/staff-context';
import { describeError } from '@admin/lib/errors';
import { supabase } from '@admin/lib/supabase';
import { AuthLayout, AuthLinkButton, FormAlert } from './auth-layout';
import { type SignInInput, signInSchema } from './schemas';

// Loaded once "Forgot password?" is chosen, so the sign-in route stays within its size budget.
const RecoveryForm = lazy(() =>
  import('./reset-password-page').then((module) => ({ default: module.RecoveryForm })),
);

/** /admin/login: password, then the two-factor code when the account has one, then on to `?next=`. */
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

const SIGN_IN_RATE_LIMITED = 'Too many sign-in attempts. Please wait a few minutes before trying again.';

/** What the sign-in form says when signing in failed. */
function signInMessage(error: unknown): string {
  if (isAuthApiError(error)) {
    if (error.status === 429) return SIGN_IN_RATE_LIMITED;
    if (error.code === 'invalid_credentials' || error.status === 400) return 'Invalid email or password.';
    if (error.code === 'email_not_confirmed') return 'This email address has not been confirmed yet.';
    if (error.code === 'user_banned') return 'This account has been disabled. Ask an admin for help.';
  }
  return describeError(error);
}

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

/** The first sign-in step: email and password; the session provider picks the new session up. */
function PasswordForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const signIn = useMutation({
    mutationFn: async ({ email, password }: SignInInput) => {
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) throw error;
    },
  });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof signInSchema>, unknown, SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <>
      <form noValidate onSubmit={(event) => void handleSubmit((input) => signIn.mutate(input))(event)}>
        {signIn.isError && <FormAlert>{signInMessage(signIn.error)}</FormAlert>}
        <div className="space-y-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
        </div>
        <Button type="submit" className="mt-6 w-full" pending={signIn.isPending}>
          Sign in
        </Button>
      </form>
      <AuthLinkButton onClick={() => onForgotPassword(getValues('email'))}>Forgot password?</AuthLinkButton>
    </>
  );
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
  const verify = useMutation({
    mutationFn: async (code: string) => {
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
      if (error) throw error;
    },
  });
  const signOut = useSignOut();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useTotpCodeForm();
  return (
    <>
      <p className="mb-4 text-sm text-ink-700">
        Your account uses two-factor authentication. Enter the 6-digit code from your authenticator app.
      </p>
      <form noValidate onSubmit={(event) => void handleSubmit(({ code }) => verify.mutate(code))(event)}>
        {verify.isError && <FormAlert>{codeMessage(verify.error)}</FormAlert>}
        <TotpCodeField
          label="Authentication code"
          autoFocus
          error={errors.code?.message}
          registration={register('code')}
        />
        <Button type="submit" className="mt-5 w-full" pending={verify.isPending}>
          Verify
        </Button>
      </form>
      <AuthLinkButton onClick={() => signOut.mutate()}>Sign in with another account</AuthLinkButton>
    </>
  );
}
