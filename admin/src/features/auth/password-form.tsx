import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/v4-mini';
import { Button } from '@admin/components/ui/button';
import { TextField } from '@admin/components/ui/field';
import { useSignIn } from './api/sign-in';
import { FormAlert } from './auth-layout';
import { signInMessage } from './auth-messages';
import { type SignInInput, signInSchema } from './schemas';

/** The first sign-in step: email and password. */
export function PasswordForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof signInSchema>, unknown, SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <>
      <form noValidate onSubmit={(event) => void handleSubmit((input) => signIn.mutate(input))(event)}>
        {signIn.isError && <FormAlert>{signInMessage(signIn.error)}</FormAlert>}
        <div className="space-y-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
        </div>
        <Button type="submit" className="mt-6 w-full" pending={signIn.isPending}>
          Sign in
        </Button>
      </form>
      <button
        type="button"
        className="mt-4 rounded text-sm font-medium text-brand-700 hover:underline"
        onClick={() => onForgotPassword(getValues('email'))}
      >
        Forgot password?
      </button>
    </>
  );
}
