import type { StaffUser } from '@admin/lib/admin-users';
import type { Column } from '@admin/components/data-table/data-table';
import { Badge } from '@admin/components/ui/badge';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import type { StaffActionKind } from './staff-action';
import { StaffActionsMenu } from './staff-actions-menu';
import { RoleBadge, StatusBadge, TwoFactorBadge } from './staff-badges';

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
    { id: 'role', header: 'Role', sortable: true, cell: (user) => <RoleBadge role={user.role} /> },
    {
      id: 'lastSignInAt',
      header: 'Last sign-in',
      sortable: true,
      cell: (user) =>
        user.lastSignInAt ? (
          <time dateTime={user.lastSignInAt} title={dateTime(user.lastSignInAt)}>
            {timeAgo(user.lastSignInAt)}
          </time>
        ) : (
          <span className="text-ink-700">Never</span>
        ),
    },
    { id: 'mfa', header: '2FA', cell: (user) => <TwoFactorBadge enabled={user.mfaEnabled} /> },
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
