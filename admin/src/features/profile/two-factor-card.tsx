import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { factorsQuery } from '@admin/lib/auth/staff-context';
import { describeError } from '@admin/lib/errors';
import { useConfirmTotp, useEnrollTotp, useRemoveTotp } from './api/totp-factor';
import { TotpEnrolment } from './totp-enrolment';

/** Turn two-factor authentication (TOTP) on with a QR code, or off. */
export function TwoFactorCard({ userId }: { userId: string }) {
  const factors = useQuery(factorsQuery(userId));
  const enroll = useEnrollTotp();
  const confirm = useConfirmTotp(userId);
  const remove = useRemoveTotp(userId);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const verified = factors.data?.verified[0];
  const pending = enroll.data;

  const status = verified ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>;
  return (
    <Card aria-labelledby="two-factor-title">
      <CardHeader id="two-factor-title" title="Two-factor authentication" actions={factors.data && status} />
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
          confirming={confirm.isPending}
          error={confirm.error}
          onConfirm={(code) =>
            confirm.mutate(
              { factorId: pending.id, code },
              {
                onSuccess: () => {
                  enroll.reset();
                  toast({ title: 'Two-factor authentication is on', variant: 'success' });
                },
              },
            )
          }
          onCancel={() => {
            remove.mutate(pending.id);
            enroll.reset();
            confirm.reset();
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
    </Card>
  );
}
