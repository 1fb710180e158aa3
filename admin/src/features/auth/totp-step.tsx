import { TotpCodeField, useTotpCodeForm } from '@admin/components/auth/totp-code-field';
import { Button } from '@admin/components/ui/button';
import { useSignOut } from '@admin/lib/auth/session';
import { useVerifyTotp } from './api/verify-totp';
import { FormAlert } from './auth-layout';
import { codeMessage } from './auth-messages';

/** The second sign-in step: the current code of the user's authenticator app. */
export function TotpStep({ factorId }: { factorId: string }) {
  const verify = useVerifyTotp();
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
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(({ code }) => verify.mutate({ factorId, code }))(event)}
      >
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
      <button
        type="button"
        className="mt-4 rounded text-sm font-medium text-brand-700 hover:underline"
        onClick={() => signOut.mutate()}
      >
        Sign in with another account
      </button>
    </>
  );
}
