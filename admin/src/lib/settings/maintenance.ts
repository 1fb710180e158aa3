/**
 * The maintenance-mode form (admin: Maintenance mode). The message limit is the CHECK on
 * public.site_settings.maintenance_message; the end time is typed in the admin's own time zone
 * (an <input type="datetime-local">) and stored as an instant.
 */
import * as z from 'zod/v4-mini';
import { characterCount } from '@lib/forms/fields';

export const MAINTENANCE_MESSAGE_MAX = 500;

/** What visitors read when no message is set (src/components/site/MaintenanceScreen.astro). */
export const DEFAULT_MAINTENANCE_MESSAGE =
  'We are making some improvements and will be back shortly. Thank you for your patience.';

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** "2026-11-22T18:30" in this browser's time zone → an ISO instant; '' → null; otherwise undefined. */
export function localDateTimeToIso(value: string): string | null | undefined {
  if (value === '') return null;
  if (!LOCAL_DATE_TIME.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A stored instant → the datetime-local value in this browser's time zone. */
export function isoToLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const maintenanceSchema = z.object({
  maintenance_enabled: z.boolean(),
  maintenance_message: z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => characterCount(value) <= MAINTENANCE_MESSAGE_MAX,
        `Keep the message to ${MAINTENANCE_MESSAGE_MAX} characters or fewer`,
      ),
    ),
    z.transform((value: string) => (value === '' ? null : value)),
  ),
  maintenance_ends_at: z.pipe(
    z.string(),
    z.transform((value: string, ctx) => {
      const iso = localDateTimeToIso(value.trim());
      if (iso !== undefined) return iso;
      ctx.issues.push({ code: 'custom', message: 'Enter a date and time, or leave it empty', input: value });
      return z.NEVER;
    }),
  ),
});

export type MaintenanceInput = z.input<typeof maintenanceSchema>;
export type MaintenanceValues = z.output<typeof maintenanceSchema>;

/** The line under the message, as the site writes it (src/scripts/page-gate.ts). */
export const expectedBackLine = (iso: string): string =>
  `We expect to be back by ${new Date(iso).toLocaleString()}.`;
