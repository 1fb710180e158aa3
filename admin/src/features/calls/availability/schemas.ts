import * as z from 'zod/v4-mini';
import type { CallSettings } from '@admin/components/calls/api';
import { boundedText, optionalText, requiredText } from '@admin/lib/content-resource/schema-parts';
import { isValidEmail, normalizeEmail } from '@lib/email';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type DayRangeKind = 'time-off' | 'blackout';

/**
 * A range of whole days in the agency's zone: a host's time off (call_host_time_off, with an
 * optional note up to 200 characters) or a blackout for everyone (call_blackouts, named, 1 to 120).
 */
export const dayRangeSchema = (kind: DayRangeKind) =>
  z
    .object({
      starts_on: z.string().check(z.regex(DAY, 'Choose the first day')),
      ends_on: z.string().check(z.regex(DAY, 'Choose the last day')),
      text:
        kind === 'blackout'
          ? requiredText(120, 'Enter a name, like “Christmas”', 'Keep the name to 120 characters or fewer')
          : optionalText(200, 'Keep the note to 200 characters or fewer'),
    })
    .check(
      z.refine((value) => value.ends_on >= value.starts_on, {
        message: 'The last day must be on or after the first',
        path: ['ends_on'],
      }),
    );

export type DayRangeValues = z.infer<ReturnType<typeof dayRangeSchema>>;

/** "24 Dec 2026", "24 – 26 Dec 2026" or "24 Dec 2026 – 2 Jan 2027". */
export function dayRangeLabel(startsOn: string, endsOn: string): string {
  const format = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const from = new Date(`${startsOn}T00:00:00Z`);
  return startsOn === endsOn
    ? format.format(from)
    : format.formatRange(from, new Date(`${endsOn}T00:00:00Z`));
}

/** call_hosts' CHECKs: a name of 2 to 120 characters, a valid email, an https meeting room up to 500. */
export const hostSchema = z.object({
  display_name: boundedText(
    2,
    120,
    'Enter the host’s name (at least 2 characters)',
    'Keep the name to 120 characters or fewer',
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

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const range = z
  .object({
    /** The stored row's id; absent for a range added in the form. */
    id: z.optional(z.string()),
    weekday: z.number(),
    start_time: z.string().check(z.regex(CLOCK, 'Enter a start time')),
    end_time: z.string().check(z.regex(CLOCK, 'Enter an end time')),
  })
  .check(
    z.refine((value) => value.end_time > value.start_time, {
      message: 'The end must be after the start',
      path: ['end_time'],
    }),
  );

export const hoursSchema = z.object({ ranges: z.array(range) });

export type HoursValues = z.infer<typeof hoursSchema>;
export type HourRange = HoursValues['ranges'][number];

/** "09:00:00" from the database as the time input shows it ("09:00"). */
export const clockOf = (time: string): string => time.slice(0, 5);

/** Ranges that overlap another on the same day, by index (the form says so before saving). */
export function overlapping(ranges: readonly HourRange[]): Set<number> {
  const found = new Set<number>();
  ranges.forEach((a, i) =>
    ranges.forEach((b, j) => {
      if (i < j && a.weekday === b.weekday && a.start_time < b.end_time && b.start_time < a.end_time) {
        found.add(i);
        found.add(j);
      }
    }),
  );
  return found;
}

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
