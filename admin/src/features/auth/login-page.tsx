import { zodResolver } from '@hookform/resolvers/zod';
import { isAuthApiError } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router-dom';
import type * as z from 'zod/v4-mini';
import { type TextFieldSpec, TextFields } from '@admin/components/forms/text-fields';
import { Button } from '@admin/components/ui/button';
import { FullScreenSpinner, Spinner } from '@admin/components/ui/spinner';
import { safeNext } from '@admin/config/paths';
import { dataOrThrow } from '@admin/lib/auth/answer';
import { useSession } from '@admin/lib/auth/session';
import { describeError } from '@admin/lib/errors';
import { supabase } from '@admin/lib/supabase';
import { AuthLayout, AuthLinkButton, FormAlert } from './auth-layout';
import { type SignInInput, signInSchema } from './schemas';
import { SIGN_IN_RATE_LIMITED, TwoFactorGate } from './two-factor-gate';

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

const SIGN_IN_FIELDS: readonly TextFieldSpec<z.input<typeof signInSchema>>[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/** The first sign-in step: email and password; the session provider picks the new session up. */
function PasswordForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const signIn = useMutation({
    mutationFn: (input: SignInInput) => dataOrThrow(supabase.auth.signInWithPassword(input)),
  });
  const form = useForm<z.input<typeof signInSchema>, unknown, SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <>
      <form noValidate onSubmit={(event) => void form.handleSubmit((input) => signIn.mutate(input))(event)}>
        {signIn.isError && <FormAlert>{signInMessage(signIn.error)}</FormAlert>}
        <div className="space-y-4">
          <TextFields form={form} fields={SIGN_IN_FIELDS} />
        </div>
        <Button type="submit" className="mt-6 w-full" pending={signIn.isPending}>
          Sign in
        </Button>
      </form>
      <AuthLinkButton onClick={() => onForgotPassword(form.getValues('email'))}>
        Forgot password?
      </AuthLinkButton>
    </>
  );
}
