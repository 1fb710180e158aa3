import { zodResolver } from '@hookform/resolvers/zod';
import { isAuthApiError, type Session } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type * as z from 'zod/v4-mini';
import { type TextFieldSpec, TextFields } from '@admin/components/forms/text-fields';
import { Button } from '@admin/components/ui/button';
import { TextField } from '@admin/components/ui/field';
import { FullScreenSpinner } from '@admin/components/ui/spinner';
import { toast } from '@admin/components/ui/toast-store';
import { ADMIN_BASE, paths } from '@admin/config/paths';
import { dataOrThrow } from '@admin/lib/auth/answer';
import { useSession } from '@admin/lib/auth/session';
import { describeError } from '@admin/lib/errors';
import { supabase } from '@admin/lib/supabase';
import { AuthLayout, AuthLinkButton, FormAlert } from './auth-layout';
import { TwoFactorGate } from './two-factor-gate';
import {
  type NewPasswordInput,
  newPasswordSchema,
  PASSWORD_MIN_LENGTH,
  type RecoveryInput,
  recoverySchema,
} from './schemas';

/** The error GoTrue puts in the fragment of an emailed link that no longer works. */
const linkError = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('error_description');

/**
 * /admin/reset-password: a recovery or invite link signs the user in (supabase-js reads the session
 * from the URL and keeps it, so a reload or the link opened again finds it); they choose a new
 * password, after their two-factor code when they have one.
 */
export function ResetPasswordPage() {
  const state = useSession();
  const [error] = useState(() => linkError(window.location.hash));
  if (state.status === 'loading') return <FullScreenSpinner />;
  if (state.status === 'signed-out') return <LinkExpired error={error} />;
  return <ChoosePassword session={state.session} />;
}

/**
 * An emailed link works once and for a while. Without the session it created (opened in another
 * browser, signed out since, or expired), only a new link helps: invitees get one here too.
 */
function LinkExpired({ error }: { error: string | null }) {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Ask for a new link">
      <FormAlert>{error ?? 'This link is invalid or has expired.'}</FormAlert>
      <RecoveryForm email="" onBack={() => void navigate(paths.login)} />
    </AuthLayout>
  );
}

function ChoosePassword({ session }: { session: Session }) {
  const navigate = useNavigate();
  return (
    <TwoFactorGate session={session} title="Reset your password">
      <AuthLayout title="Choose a new password">
        <p className="mb-4 text-sm text-ink-700">For {session.user.email}</p>
        <NewPasswordForm
          onChanged={() => {
            toast({ title: 'Password changed', variant: 'success' });
            void navigate(paths.dashboard, { replace: true });
          }}
        />
      </AuthLayout>
    </TwoFactorGate>
  );
}

/** What the new-password form says when the server refused the password. */
export function newPasswordMessage(error: unknown): string {
  if (isAuthApiError(error)) {
    if (error.code === 'same_password') return 'Choose a password different from your current one.';
    if (error.code === 'weak_password') return error.message;
    if (error.code === 'insufficient_aal') return 'Enter your two-factor code first.';
    if (error.status === 401 || error.code === 'session_not_found')
      return 'This reset link has expired. Ask for a new one from the sign-in page.';
  }
  return describeError(error);
}

const NEW_PASSWORD_FIELDS: readonly TextFieldSpec<z.input<typeof newPasswordSchema>>[] = [
  {
    name: 'password',
    label: 'New password',
    type: 'password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  { name: 'confirm', label: 'Repeat the new password', type: 'password', autoComplete: 'new-password' },
];

function NewPasswordForm({ onChanged }: { onChanged: () => void }) {
  const update = useMutation({
    mutationFn: (password: string) => dataOrThrow(supabase.auth.updateUser({ password })),
  });
  const form = useForm<z.input<typeof newPasswordSchema>, unknown, NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(({ password }) => update.mutate(password, { onSuccess: onChanged }))(event)
      }
    >
      {update.isError && <FormAlert>{newPasswordMessage(update.error)}</FormAlert>}
      <div className="space-y-4">
        <TextFields form={form} fields={NEW_PASSWORD_FIELDS} />
      </div>
      <Button type="submit" className="mt-6 w-full" pending={update.isPending}>
        Set new password
      </Button>
    </form>
  );
}

/**
 * Within the email interval the auth server refuses a second request for an address, with or
 * without an account, in GoTrue's words "…you can only request this after N seconds."
 */
function resetMessage(error: unknown): string {
  const wait =
    isAuthApiError(error) && error.code === 'over_email_send_rate_limit'
      ? /after (\d+) seconds?/.exec(error.message)?.[1]
      : undefined;
  if (wait === undefined) return describeError(error);
  return `A link for this address was already requested a moment ago. Check your inbox, or try again in ${wait} second${wait === '1' ? '' : 's'}.`;
}

/** "Forgot password?": sends the account a link to choose a new password. */
export function RecoveryForm({ email, onBack }: { email: string; onBack: () => void }) {
  // The emailed link signs the user in on /admin/reset-password.
  const request = useMutation({
    mutationFn: (email: string) =>
      dataOrThrow(
        supabase.auth.resetPasswordForEmail(email, {
          redirectTo: `${window.location.origin}${ADMIN_BASE}${paths.resetPassword}`,
        }),
      ),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof recoverySchema>, unknown, RecoveryInput>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { email },
  });
  return (
    <>
      {request.isSuccess ? (
        <FormAlert tone="success">
          If an account exists for that address, we have sent it a link to choose a new password.
        </FormAlert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(({ email: to }) => request.mutate(to))(event)}
        >
          <p className="mb-4 text-sm text-ink-700">We will email you a link to choose a new password.</p>
          {request.isError && <FormAlert>{resetMessage(request.error)}</FormAlert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" className="mt-5 w-full" pending={request.isPending}>
            Send reset link
          </Button>
        </form>
      )}
      <AuthLinkButton onClick={onBack}>Back to sign in</AuthLinkButton>
    </>
  );
}
