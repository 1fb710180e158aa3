import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type RoleForm, roleForm, type StaffUser } from '@admin/lib/admin-users';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { ItemDialog } from '@admin/components/ui/item-dialog';
import { useChangeRole } from './api';
import { RoleOptions } from './role-options';

const CHOICES = ['admin', 'editor', 'none'] as const;

export function ChangeRoleDialog({ user, onClose }: { user: StaffUser | null; onClose: () => void }) {
  return (
    <ItemDialog
      item={user}
      onClose={onClose}
      title={() => 'Change role'}
      description={user ? `What ${user.email} may do in the admin.` : undefined}
    >
      {(item) => <ChangeRoleForm user={item} onDone={onClose} />}
    </ItemDialog>
  );
}

function ChangeRoleForm({ user, onDone }: { user: StaffUser; onDone: () => void }) {
  const changeRole = useChangeRole();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RoleForm>({ resolver: zodResolver(roleForm), defaultValues: { role: user.role ?? 'none' } });
  const submit = handleSubmit(({ role }) =>
    changeRole.mutate({ userId: user.id, role }, { onSuccess: onDone }),
  );
  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
      <RoleOptions
        legend="Role"
        choices={CHOICES}
        error={errors.role?.message}
        registration={register('role')}
      />
      <DialogFormActions onCancel={onDone} pending={changeRole.isPending}>
        Change role
      </DialogFormActions>
    </form>
  );
}
