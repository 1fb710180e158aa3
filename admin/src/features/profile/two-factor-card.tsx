import { isAuthApiError } from '@supabase/supabase-js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { SectionCard } from '@admin/components/ui/section-card';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { dataOrThrow } from '@admin/lib/auth/answer';
import { factorsQuery } from '@admin/lib/auth/staff-context';
import { describeError } from '@admin/lib/errors';
import { useRefreshingMutation } from '@admin/lib/query-client';
import { supabase } from '@admin/lib/supabase';
import { TotpCodeForm } from '../auth/two-factor-gate';

/** Turn two-factor authentication (TOTP) on with a QR code, or off. */
export function TwoFactorCard({ userId }: { userId: string }) {
  const factors = useQuery(factorsQuery(userId));
  const enroll = useEnrollTotp();
  const queryClient = useQueryClient();
  const remove = useRemoveTotp(userId);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const verified = factors.data?.verified[0];
  const pending = enroll.data;

  const status = verified ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>;
  return (
    <SectionCard title="Two-factor authentication" actions={factors.data && status}>
      {factors.isPending ? (
        <Skeleton className="h-10 w-64" />
      ) : factors.isError ? (
        <ErrorState message={describeError(factors.error)} onRetry={() => void factors.refetch()} />
      ) : verified ? (
        <div className="space-y-4">
          <p className="text-sm text-ink-700">
            Signing in asks for a code from your authenticator app after your password.
          </p>
          <Button variant="secondary" onClick={() => setConfirmingRemoval(true)}>
            Turn off two-factor authentication
          </Button>
          <ConfirmDialog
            open={confirmingRemoval}
            onOpenChange={setConfirmingRemoval}
            title="Turn off two-factor authentication?"
            description="Signing in will only need your password. Admin areas may then be closed to you if the site requires two-factor authentication."
            confirmLabel="Turn off"
            destructive
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(verified.id, {
                onSuccess: () => toast({ title: 'Two-factor authentication is off', variant: 'success' }),
                onError: (error) =>
                  toast({
                    title: 'It could not be turned off',
                    description: describeError(error),
                    variant: 'error',
                  }),
                onSettled: () => setConfirmingRemoval(false),
              })
            }
          />
        </div>
      ) : pending ? (
        <TotpEnrolment
          factor={pending}
          onConfirmed={async () => {
            await queryClient.invalidateQueries({ queryKey: factorsQuery(userId).queryKey });
            enroll.reset();
            toast({ title: 'Two-factor authentication is on', variant: 'success' });
          }}
          onCancel={() => {
            remove.mutate(pending.id);
            enroll.reset();
          }}
        />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-ink-700">
            Protect your account with a second step at sign-in: a 6-digit code from an authenticator app on
            your phone.
          </p>
          {enroll.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {describeError(enroll.error)}
            </p>
          )}
          <Button onClick={() => enroll.mutate()} pending={enroll.isPending}>
            Set up two-factor authentication
          </Button>
        </div>
      )}
    </SectionCard>
  );
}

interface PendingFactor {
  id: string;
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  uri: string;
  /** The same secret as text, for apps that cannot scan. */
  secret: string;
}

/** Starts TOTP enrolment (replacing an earlier unfinished one); the factor counts once a code verifies it. */
const useEnrollTotp = () =>
  useMutation({
    mutationFn: async (): Promise<PendingFactor> => {
      const factors = await dataOrThrow(supabase.auth.mfa.listFactors());
      for (const factor of factors.all.filter((f) => f.status === 'unverified'))
        await dataOrThrow(supabase.auth.mfa.unenroll({ factorId: factor.id }));
      const { id, totp } = await dataOrThrow(supabase.auth.mfa.enroll({ factorType: 'totp' }));
      return { id, uri: totp.uri, secret: totp.secret };
    },
  });

/** Removes a factor (a verified one needs this session to be aal2, which signing in with it gave). */
const useRemoveTotp = (userId: string) =>
  useRefreshingMutation(factorsQuery(userId).queryKey, (factorId: string) =>
    dataOrThrow(supabase.auth.mfa.unenroll({ factorId })),
  );

const confirmMessage = (error: unknown) =>
  isAuthApiError(error) && error.code === 'mfa_verification_failed'
    ? 'That code is not right. Check that your device’s clock is correct and enter the current code.'
    : describeError(error);

interface TotpEnrolmentProps {
  factor: PendingFactor;
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
}

/** Scan (or type) the secret into an authenticator app, then prove it with its first code. */
function TotpEnrolment({ factor, onConfirmed, onCancel }: TotpEnrolmentProps) {
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
      <TotpCodeForm
        factorId={factor.id}
        label="Code from the app"
        className="max-w-xs"
        refusal={confirmMessage}
        onVerified={onConfirmed}
      >
        {(pending) => (
          <div className="mt-4 flex gap-3">
            <Button type="submit" pending={pending}>
              Turn on
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        )}
      </TotpCodeForm>
    </div>
  );
}

/** The otpauth URI as a QR code image. */
function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    void QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [value]);
  if (!src) return <Skeleton className="h-48 w-48" />;
  return (
    <img
      src={src}
      alt={label}
      width={192}
      height={192}
      className="h-48 w-48 rounded-lg border border-ink-200 bg-white p-2"
      data-testid="totp-qr"
    />
  );
}
