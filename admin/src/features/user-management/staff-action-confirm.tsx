import type { UseMutationResult } from '@tanstack/react-query';
import type { StaffUser } from '@admin/lib/admin-users';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { useDeleteStaff } from './api/delete-staff';
import { useSendPasswordReset } from './api/send-password-reset';
import { useDisableStaff } from './api/set-staff-enabled';
import type { StaffAction } from './staff-action';

type ConfirmedKind = 'reset' | 'disable' | 'delete';
export const isConfirmed = (action: StaffAction | null): action is StaffAction & { kind: ConfirmedKind } =>
  action?.kind === 'reset' || action?.kind === 'disable' || action?.kind === 'delete';

const COPY: Record<ConfirmedKind, { title: string; confirm: string; destructive: boolean; text: string }> = {
  reset: {
    title: 'Send a password reset?',
    confirm: 'Send reset email',
    destructive: false,
    text: 'will get an email with a link to choose a new password. Their current password keeps working until they do.',
  },
  disable: {
    title: 'Disable this account?',
    confirm: 'Disable',
    destructive: true,
    text: 'will be signed out and cannot sign in until an admin enables the account again.',
  },
  delete: {
    title: 'Delete this user?',
    confirm: 'Delete user',
    destructive: true,
    text: 'will lose their account and role for good. This cannot be undone.',
  },
};

/** Asks before sending a reset, disabling or deleting; closes once the function has answered. */
export function StaffActionConfirm({ action, onClose }: { action: StaffAction | null; onClose: () => void }) {
  const mutations: Record<ConfirmedKind, UseMutationResult<StaffUser, Error, string>> = {
    reset: useSendPasswordReset(),
    disable: useDisableStaff(),
    delete: useDeleteStaff(),
  };
  const confirmed = isConfirmed(action) ? action : null;
  const copy = confirmed ? COPY[confirmed.kind] : COPY.delete;
  const mutation = confirmed ? mutations[confirmed.kind] : null;
  return (
    <ConfirmDialog
      open={confirmed !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={copy.title}
      description={
        <>
          <strong className="font-medium text-ink-950">{confirmed?.user.email}</strong> {copy.text}
        </>
      }
      confirmLabel={copy.confirm}
      destructive={copy.destructive}
      pending={mutation?.isPending ?? false}
      onConfirm={() => {
        if (confirmed && mutation) mutation.mutate(confirmed.user.id, { onSettled: onClose });
      }}
    />
  );
}
