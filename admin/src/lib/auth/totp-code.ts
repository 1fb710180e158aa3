import * as z from 'zod/v4-mini';

/** A TOTP code as authenticator apps show it: six digits (spaces around it ignored). */
export const totpCodeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')),
});
export type TotpCodeInput = z.infer<typeof totpCodeSchema>;
