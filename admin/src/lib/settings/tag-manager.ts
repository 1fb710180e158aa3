/**
 * The tag-manager form (admin: Settings → Tag manager). The rules are the CHECKs on
 * public.site_settings (gtm_id, custom_head_code, custom_body_code); code is kept as typed.
 */
import * as z from 'zod/v4-mini';
import { characterCount } from '@lib/forms/fields';
import { GTM_ID_PATTERN } from '@lib/tracking/tag-manager';

export const CUSTOM_CODE_MAX = 20000;

const customCode = (label: string) =>
  z.pipe(
    z
      .string()
      .check(
        z.refine(
          (value) => characterCount(value) <= CUSTOM_CODE_MAX,
          `Keep the ${label} to ${CUSTOM_CODE_MAX.toLocaleString('en-US')} characters or fewer`,
        ),
      ),
    z.transform((value: string) => (value.trim() === '' ? null : value)),
  );

export const tagManagerSchema = z.object({
  gtm_id: z.pipe(
    z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.refine(
        (value) => value === '' || GTM_ID_PATTERN.test(value),
        'Enter a container id like GTM-ABC1234 (GTM- then 4 to 12 letters or digits)',
      ),
    ),
    z.transform((value: string) => (value === '' ? null : value)),
  ),
  custom_head_code: customCode('head code'),
  custom_body_code: customCode('body code'),
});

export type TagManagerInput = z.input<typeof tagManagerSchema>;
export type TagManagerValues = z.output<typeof tagManagerSchema>;
