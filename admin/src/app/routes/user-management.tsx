import { useSearchParams } from 'react-router-dom';
import { type RoleChoice, roleChoice } from '@admin/lib/admin-users';
import { UserManagementPage } from '@admin/features/user-management/user-management-page';

/** `?role=admin|editor|none` filters the list; anything else shows every role. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const parsed = roleChoice.safeParse(params.get('role'));
  const setRole = (role: RoleChoice | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (role) next.set('role', role);
        else next.delete('role');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return <UserManagementPage role={parsed.success ? parsed.data : undefined} onRoleChange={setRole} />;
}
