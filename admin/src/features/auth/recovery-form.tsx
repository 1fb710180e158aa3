import { zodResolver } from '@hookform/resolvers/zod';
import { isAuthApiError } from '@supabase/supabase-js';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/v4-mini';
import { Button } from '@admin/components/ui/button';
import { TextField } from '@admin/components/ui/field';
import { describeError } from '@admin/lib/errors';
import { useRequestPasswordReset } from './api/request-password-reset';
import { FormAlert } from './auth-layout';
import { type RecoveryInput, recoverySchema } from './schemas';

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
  const request = useRequestPasswordReset();
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
      <button
        type="button"
        className="mt-4 rounded text-sm font-medium text-brand-700 hover:underline"
        onClick={onBack}
      >
        Back to sign in
      </button>
    </>
  );
}
