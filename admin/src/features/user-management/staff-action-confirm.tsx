import type { StaffUser } from '@admin/lib/admin-users';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { useAccountAction } from './api';
import type { StaffActionKind } from './staff-actions-menu';

export interface StaffAction {
  kind: StaffActionKind;
  user: StaffUser;
}

type ConfirmedKind = 'reset' | 'disable' | 'delete';
const isConfirmed = (action: StaffAction | null): action is StaffAction & { kind: ConfirmedKind } =>
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
  const mutation = useAccountAction();
  const confirmed = isConfirmed(action) ? action : null;
  const copy = confirmed ? COPY[confirmed.kind] : COPY.delete;
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
      pending={mutation.isPending}
      onConfirm={() => {
        if (confirmed)
          mutation.mutate({ kind: confirmed.kind, userId: confirmed.user.id }, { onSettled: onClose });
      }}
    />
  );
}
