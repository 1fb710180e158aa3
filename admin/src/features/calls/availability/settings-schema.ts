import * as z from 'zod/v4-mini';
import type { CallSettings } from '@admin/components/calls/api/call-settings';

/** call_settings' CHECKs, as the form says them. */
export const SLOT_INTERVALS = [10, 15, 20, 30, 45, 60] as const;

const wholeNumber = (label: string, min: number, max: number) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.regex(/^\d{1,4}$/, `Enter ${label} as a whole number`),
      z.refine(
        (value) => Number(value) >= min && Number(value) <= max,
        `Enter ${label} from ${min} to ${max}`,
      ),
    ),
    z.transform(Number),
  );

export const callSettingsSchema = z.object({
  time_zone: z.string().check(z.minLength(1, 'Choose a time zone')),
  meeting_minutes: wholeNumber('the meeting length', 10, 240),
  buffer_minutes: wholeNumber('the buffer', 0, 240),
  slot_interval_minutes: z.pipe(
    z
      .string()
      .check(z.refine((value) => SLOT_INTERVALS.some((n) => String(n) === value), 'Choose an interval')),
    z.transform(Number),
  ),
  notice_hours: wholeNumber('the notice', 0, 720),
  horizon_days: wholeNumber('the horizon', 1, 365),
  // Empty: no limit.
  max_calls_per_host_per_day: z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || /^\d{1,2}$/.test(value), 'Enter a whole number, or leave it empty'),
      z.refine(
        (value) => value === '' || (Number(value) >= 1 && Number(value) <= 48),
        'Enter 1 to 48, or leave it empty',
      ),
    ),
    z.transform((value) => (value === '' ? null : Number(value))),
  ),
});

export type CallSettingsInput = z.input<typeof callSettingsSchema>;
export type CallSettingsValues = z.output<typeof callSettingsSchema>;

export const callSettingsFormValues = (row: CallSettings): CallSettingsInput => ({
  time_zone: row.time_zone,
  meeting_minutes: String(row.meeting_minutes),
  buffer_minutes: String(row.buffer_minutes),
  slot_interval_minutes: String(row.slot_interval_minutes),
  notice_hours: String(row.notice_hours),
  horizon_days: String(row.horizon_days),
  max_calls_per_host_per_day:
    row.max_calls_per_host_per_day === null ? '' : String(row.max_calls_per_host_per_day),
});
