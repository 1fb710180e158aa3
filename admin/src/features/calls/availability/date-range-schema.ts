import * as z from 'zod/v4-mini';

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
          ? z
              .string()
              .check(
                z.trim(),
                z.minLength(1, 'Enter a name, like “Christmas”'),
                z.maxLength(120, 'Keep the name to 120 characters or fewer'),
              )
          : z.string().check(z.trim(), z.maxLength(200, 'Keep the note to 200 characters or fewer')),
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
