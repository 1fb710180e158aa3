import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import * as z from 'zod/v4-mini';
import { TextField } from '@admin/components/ui/field';

/** A TOTP code as authenticator apps show it: six digits (spaces around it ignored). */
const totpCodeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')),
});

/** A form holding one authenticator code, checked (six digits) before it is sent. */
export const useTotpCodeForm = () =>
  useForm<z.input<typeof totpCodeSchema>, unknown, z.infer<typeof totpCodeSchema>>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });

interface TotpCodeFieldProps {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<'code'>;
  autoFocus?: boolean;
}

/** The 6-digit code of an authenticator app, typed or filled in by the browser's one-time-code. */
export function TotpCodeField({ label, error, registration, autoFocus = false }: TotpCodeFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      autoFocus={autoFocus}
      error={error}
      {...registration}
    />
  );
}
