import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { type RoleChoice, roleChoice, SORTABLE } from '@admin/lib/admin-users';
import { SelectFilter } from '@admin/components/content/select-filter';
import { DataTable } from '@admin/components/data-table/data-table';
import { useUrlParams } from '@admin/components/data-table/use-url-params';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import type { TableDefaults } from '@admin/lib/table-state';
import { useAccountAction, useStaffList } from './api';
import { ChangeRoleDialog } from './change-role-dialog';
import { InviteDialog } from './invite-dialog';
import { type StaffAction, StaffActionConfirm } from './staff-action-confirm';
import { staffColumns } from './staff-columns';

const DEFAULTS: TableDefaults = {
  pageSize: 20,
  sort: { column: 'email', ascending: true },
  sortable: SORTABLE,
};
const isSortKey = (column: string | undefined) => SORTABLE.find((key) => key === column);

const ROLE_OPTIONS: { value: RoleChoice | ''; label: string }[] = [
  { value: '', label: 'All roles' },
  { value: 'admin', label: 'Admins' },
  { value: 'editor', label: 'Editors' },
  { value: 'none', label: 'No role' },
];

/**
 * /admin/user-management: staff accounts, their roles, and invitations (admins only).
 * `?role=admin|editor|none` filters the list; anything else shows every role.
 */
export function UserManagementPage() {
  const staff = useCurrentStaff();
  const [params, changeParams] = useUrlParams();
  const parsedRole = roleChoice.safeParse(params.get('role'));
  const role = parsedRole.success ? parsedRole.data : undefined;
  const [state, setState] = useTableState(DEFAULTS);
  const [inviting, setInviting] = useState(false);
  const [action, setAction] = useState<StaffAction | null>(null);
  const accountAction = useAccountAction();
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
    if (kind === 'enable' || kind === 'resend') accountAction.mutate({ kind, userId: user.id });
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
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel="Search by email"
        emptyTitle={role ? 'No users have this role.' : 'No users yet.'}
        toolbar={
          <SelectFilter
            label="Role"
            options={ROLE_OPTIONS}
            value={role}
            onChange={(next) => changeParams({ role: next, page: null })}
          />
        }
      />
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <ChangeRoleDialog user={action?.kind === 'role' ? action.user : null} onClose={() => setAction(null)} />
      <StaffActionConfirm action={action} onClose={() => setAction(null)} />
    </>
  );
}
