import * as z from 'zod/v4-mini';

/** The local stack's and our recommended minimum (AUTH_PASSWORD_MIN_LENGTH); GoTrue caps passwords at 72 bytes. */
export const PASSWORD_MIN_LENGTH = 10;

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your email address.'),
    z.maxLength(254, 'That email address is too long.'),
    z.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'Enter a valid email address.'),
  );

const newPassword = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`),
    z.maxLength(72, 'Passwords are at most 72 characters.'),
  );

export const signInSchema = z.object({
  email,
  password: z
    .string()
    .check(z.minLength(1, 'Enter your password.'), z.maxLength(72, 'Passwords are at most 72 characters.')),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const recoverySchema = z.object({ email });
export type RecoveryInput = z.infer<typeof recoverySchema>;

export const newPasswordSchema = z.object({ password: newPassword, confirm: z.string() }).check(
  z.refine((input) => input.password === input.confirm, {
    path: ['confirm'],
    error: 'The passwords do not match.',
  }),
);
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
