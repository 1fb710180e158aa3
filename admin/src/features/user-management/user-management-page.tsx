import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { type RoleChoice, SORTABLE } from '@admin/lib/admin-users';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import type { TableDefaults } from '@admin/lib/table-state';
import { useStaffList } from './api/list-staff';
import { useResendInvite } from './api/resend-invite';
import { useEnableStaff } from './api/set-staff-enabled';
import { ChangeRoleDialog } from './change-role-dialog';
import { InviteDialog } from './invite-dialog';
import { RoleFilter } from './role-filter';
import type { StaffAction } from './staff-action';
import { StaffActionConfirm } from './staff-action-confirm';
import { staffColumns } from './staff-columns';

const DEFAULTS: TableDefaults = {
  pageSize: 20,
  sort: { column: 'email', ascending: true },
  sortable: SORTABLE,
};
const isSortKey = (column: string | undefined) => SORTABLE.find((key) => key === column);

interface UserManagementPageProps {
  role: RoleChoice | undefined;
  onRoleChange: (role: RoleChoice | undefined) => void;
}

/** /admin/user-management: staff accounts, their roles, and invitations (admins only). */
export function UserManagementPage({ role, onRoleChange }: UserManagementPageProps) {
  const staff = useCurrentStaff();
  const [state, setState] = useTableState(DEFAULTS);
  const [inviting, setInviting] = useState(false);
  const [action, setAction] = useState<StaffAction | null>(null);
  const enable = useEnableStaff();
  const resend = useResendInvite();
  const list = useStaffList({
    page: state.page,
    perPage: state.pageSize,
    search: state.search,
    ...(role ? { role } : {}),
    sort: isSortKey(state.sort?.column) ?? 'email',
    order: state.sort?.ascending === false ? 'desc' : 'asc',
  });
  const columns = staffColumns(staff.session.user.id, (kind, user) => {
    // Enable and Resend invite harm nobody if chosen by mistake, so they run without confirming.
    if (kind === 'enable') enable.mutate(user.id);
    else if (kind === 'resend') resend.mutate(user.id);
    else setAction({ kind, user });
  });
  return (
    <>
      <PageHeader
        title="Users"
        description="Staff accounts, their roles and how they sign in."
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus className="h-4 w-4" aria-hidden="true" /> Invite staff
          </Button>
        }
      />
      <DataTable
        label="Staff accounts"
        columns={columns}
        rowKey={(user) => user.id}
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel="Search by email"
        emptyTitle={role ? 'No users have this role.' : 'No users yet.'}
        toolbar={<RoleFilter value={role} onChange={onRoleChange} />}
      />
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <ChangeRoleDialog user={action?.kind === 'role' ? action.user : null} onClose={() => setAction(null)} />
      <StaffActionConfirm action={action} onClose={() => setAction(null)} />
    </>
  );
}
