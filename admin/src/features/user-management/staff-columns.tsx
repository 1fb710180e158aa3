import type { StaffUser } from '@admin/lib/admin-users';
import { TimeCell } from '@admin/components/data-table/cells';
import type { Column } from '@admin/components/data-table/data-table';
import { Badge } from '@admin/components/ui/badge';
import { type StaffActionKind, StaffActionsMenu } from './staff-actions-menu';

function StatusBadge({ user }: { user: StaffUser }) {
  if (user.disabled) return <Badge tone="danger">Disabled</Badge>;
  if (user.invitePending) return <Badge tone="warning">Invite pending</Badge>;
  return <Badge tone="success">Active</Badge>;
}

/** The staff table's columns; sortable ids are the function's `sort` keys. */
export function staffColumns(
  currentUserId: string,
  onAction: (kind: StaffActionKind, user: StaffUser) => void,
): Column<StaffUser>[] {
  return [
    {
      id: 'email',
      header: 'Email',
      sortable: true,
      cell: (user) => (
        <span className="flex flex-wrap items-center gap-2 font-medium text-ink-950">
          {user.email}
          {user.id === currentUserId && <Badge>You</Badge>}
        </span>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      sortable: true,
      cell: ({ role }) =>
        role === null ? (
          <span className="text-ink-700">No role</span>
        ) : (
          <Badge tone={role === 'admin' ? 'brand' : 'neutral'}>{role === 'admin' ? 'Admin' : 'Editor'}</Badge>
        ),
    },
    {
      id: 'lastSignInAt',
      header: 'Last sign-in',
      sortable: true,
      cell: (user) =>
        user.lastSignInAt ? (
          <TimeCell at={user.lastSignInAt} relative />
        ) : (
          <span className="text-ink-700">Never</span>
        ),
    },
    {
      id: 'mfa',
      header: '2FA',
      cell: (user) => (user.mfaEnabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>),
    },
    { id: 'status', header: 'Status', cell: (user) => <StatusBadge user={user} /> },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (user) => (
        <StaffActionsMenu
          user={user}
          isSelf={user.id === currentUserId}
          onAction={(kind) => onAction(kind, user)}
        />
      ),
    },
  ];
}
