import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/v4-mini';
import { Button } from '@admin/components/ui/button';
import { TextField } from '@admin/components/ui/field';
import { useUpdatePassword } from './api/update-password';
import { FormAlert } from './auth-layout';
import { newPasswordMessage } from './new-password-message';
import { type NewPasswordInput, newPasswordSchema, PASSWORD_MIN_LENGTH } from './schemas';

export function NewPasswordForm({ onChanged }: { onChanged: () => void }) {
  const update = useUpdatePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof newPasswordSchema>, unknown, NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit(({ password }) => update.mutate(password, { onSuccess: onChanged }))(event)
      }
    >
      {update.isError && <FormAlert>{newPasswordMessage(update.error)}</FormAlert>}
      <div className="space-y-4">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
      </div>
      <Button type="submit" className="mt-6 w-full" pending={update.isPending}>
        Set new password
      </Button>
    </form>
  );
}
