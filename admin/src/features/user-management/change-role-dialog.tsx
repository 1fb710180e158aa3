import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type RoleForm, roleForm, type StaffUser } from '@lib/admin-users';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { Dialog } from '@admin/components/ui/dialog';
import { useChangeRole } from './api/change-role';
import { RoleOptions } from './role-options';

const CHOICES = ['admin', 'editor', 'none'] as const;

interface ChangeRoleDialogProps {
  user: StaffUser | null;
  onClose: () => void;
}

export function ChangeRoleDialog({ user, onClose }: ChangeRoleDialogProps) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Change role"
      description={user ? `What ${user.email} may do in the admin.` : undefined}
    >
      {user && <ChangeRoleForm user={user} onDone={onClose} />}
    </Dialog>
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
