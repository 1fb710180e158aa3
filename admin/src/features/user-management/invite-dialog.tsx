import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  AdminUsersError,
  type InviteForm,
  inviteForm,
  PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
} from '@admin/lib/admin-users';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { type TextFieldSpec, TextFields } from '@admin/components/forms/text-fields';
import { Dialog } from '@admin/components/ui/dialog';
import { useInviteStaff } from './api';
import { RoleOptions } from './role-options';

const FIELDS = ['email', 'role', 'password'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

const EMAIL_FIELD: TextFieldSpec<InviteForm> = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'off',
};
const PASSWORD_FIELD: TextFieldSpec<InviteForm> = {
  name: 'password',
  label: 'Password',
  type: 'password',
  autoComplete: 'new-password',
  hint: `At least ${PASSWORD_MIN_LENGTH} characters. Share it with them safely.`,
};

interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Email and role; an invite is emailed unless the admin sets a password now. */
export function InviteDialog({ open, onOpenChange }: InviteDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite staff"
      description="They get an email with a link to choose a password, or you can set one now."
    >
      {open && <InviteFormFields onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function InviteFormFields({ onDone }: { onDone: () => void }) {
  const invite = useInviteStaff();
  const [withPassword, setWithPassword] = useState(false);
  const form = useForm<InviteForm>({
    resolver: zodResolver(inviteForm),
    defaultValues: { email: '', role: 'editor' },
    shouldUnregister: true,
  });
  const { register, handleSubmit, setError, formState } = form;
  const submit = handleSubmit((form) =>
    invite.mutate(form, {
      onSuccess: onDone,
      onError: (error) => {
        if (!(error instanceof AdminUsersError)) return;
        if (error.code === 'email_exists') setError('email', { message: error.message });
        if (error.code === 'weak_password') setError('password', { message: error.message });
        for (const issue of error.issues)
          if (isField(issue.path)) setError(issue.path, { message: issue.message });
      },
    }),
  );
  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
      <TextFields form={form} fields={[EMAIL_FIELD]} />
      <RoleOptions
        legend="Role"
        choices={STAFF_ROLES}
        error={formState.errors.role?.message}
        registration={register('role')}
      />
      <label className="flex items-center gap-2 text-sm text-ink-900">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          checked={withPassword}
          onChange={(event) => setWithPassword(event.target.checked)}
        />
        Set a password now instead of sending an invite
      </label>
      {withPassword && <TextFields form={form} fields={[PASSWORD_FIELD]} />}
      <DialogFormActions onCancel={onDone} pending={invite.isPending}>
        {withPassword ? 'Create user' : 'Send invite'}
      </DialogFormActions>
    </form>
  );
}
