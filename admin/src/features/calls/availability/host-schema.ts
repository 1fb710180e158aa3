import * as z from 'zod/v4-mini';
import { isValidEmail, normalizeEmail } from '@lib/email';

/** call_hosts' CHECKs: a name of 2 to 120 characters, a valid email, an https meeting room up to 500. */
export const hostSchema = z.object({
  display_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'Enter the host’s name (at least 2 characters)'),
      z.maxLength(120, 'Keep the name to 120 characters or fewer'),
    ),
  email: z.pipe(
    z.string().check(z.refine((value) => isValidEmail(normalizeEmail(value)), 'Enter a valid email address')),
    z.transform(normalizeEmail),
  ),
  meeting_url: z.pipe(
    z.string().check(
      z.trim(),
      z.maxLength(500, 'Keep the address to 500 characters or fewer'),
      z.refine(
        (value) => value === '' || (/^https:\/\/[^\s/?#]+\S*$/i.test(value) && URL.canParse(value)),
        'Enter a full address starting with https://, or leave it empty',
      ),
    ),
    z.transform((value) => (value === '' ? null : value)),
  ),
  is_active: z.boolean(),
});

export type HostInput = z.input<typeof hostSchema>;
export type HostValues = z.output<typeof hostSchema>;

export const EMPTY_HOST: HostInput = { display_name: '', email: '', meeting_url: '', is_active: true };
