import { isAuthApiError } from '@supabase/supabase-js';
import { TotpCodeField, useTotpCodeForm } from '@admin/components/auth/totp-code-field';
import { Button } from '@admin/components/ui/button';
import { describeError } from '@admin/lib/errors';
import type { PendingFactor } from './api/totp-factor';
import { QrCode } from './qr-code';

const confirmMessage = (error: unknown) =>
  isAuthApiError(error) && error.code === 'mfa_verification_failed'
    ? 'That code is not right. Check that your device’s clock is correct and enter the current code.'
    : describeError(error);

interface TotpEnrolmentProps {
  factor: PendingFactor;
  confirming: boolean;
  error: unknown;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/** Scan (or type) the secret into an authenticator app, then prove it with its first code. */
export function TotpEnrolment({ factor, confirming, error, onConfirm, onCancel }: TotpEnrolmentProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useTotpCodeForm();
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-ink-700">
        <li>Open an authenticator app (1Password, Google Authenticator, Authy…).</li>
        <li>Scan the QR code, or enter the secret key by hand.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <QrCode value={factor.uri} label="QR code to add Grow Digital admin to an authenticator app" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="text-sm font-medium text-ink-900">Secret key</p>
          <code
            className="block break-all rounded-lg bg-ink-100 px-3 py-2 font-mono text-sm text-ink-950"
            data-testid="totp-secret"
          >
            {factor.secret}
          </code>
        </div>
      </div>
      <form
        noValidate
        className="max-w-xs"
        onSubmit={(event) => void handleSubmit(({ code }) => onConfirm(code))(event)}
      >
        {error !== null && (
          <p role="alert" className="mb-3 text-sm font-medium text-red-700">
            {confirmMessage(error)}
          </p>
        )}
        <TotpCodeField
          label="Code from the app"
          error={errors.code?.message}
          registration={register('code')}
        />
        <div className="mt-4 flex gap-3">
          <Button type="submit" pending={confirming}>
            Turn on
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
