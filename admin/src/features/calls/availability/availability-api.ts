import { useQuery } from '@tanstack/react-query';
import { CALL_SETTINGS_COLUMNS, CALLS_KEY, type CallSettings } from '@admin/components/calls/api';
import type { RefusalMessages } from '@admin/lib/errors';
import { writeOneRow } from '@admin/lib/inbox/inbox-mutations';
import { NotPermittedError } from '@admin/lib/inbox/optimistic-row';
import { useRefreshingMutation } from '@admin/lib/refreshing-mutation';
import { supabase } from '@admin/lib/supabase';
import type { CallHost } from '../calls-api';
import {
  type CallSettingsValues,
  clockOf,
  type DayRangeValues,
  type HostValues,
  type HourRange,
} from './schemas';

/** Days nobody takes calls, earliest first. */
export const useBlackouts = () =>
  useQuery({
    queryKey: [...CALLS_KEY, 'blackouts'],
    queryFn: async () => {
      const { data } = await supabase
        .from('call_blackouts')
        .select('id, starts_on, ends_on, name')
        .order('starts_on')
        .order('id')
        .throwOnError();
      return data;
    },
  });

type DaysOffTable = 'call_host_time_off' | 'call_blackouts';

/** Adds a host's days off (`hostId`) or, without one, a blackout for everyone (admins only). */
export const useAddDaysOff = (hostId: string | null) =>
  useRefreshingMutation(CALLS_KEY, async ({ starts_on, ends_on, text }: DayRangeValues) => {
    const insert = hostId
      ? supabase
          .from('call_host_time_off')
          .insert({ host_id: hostId, starts_on, ends_on, note: text || null })
      : supabase.from('call_blackouts').insert({ starts_on, ends_on, name: text });
    await insert.select('id').single().throwOnError();
  });

/** Removes a host's days off or a blackout by id (admins only). */
export const useRemoveDaysOff = (table: DaysOffTable) =>
  useRefreshingMutation(CALLS_KEY, (id: string) => writeOneRow(supabase.from(table).delete(), id));

/** Adds a host (id null) or changes one (admins only: row-level security refuses editors). */
export const useSaveHost = () =>
  useRefreshingMutation(CALLS_KEY, async ({ id, values }: { id: string | null; values: HostValues }) => {
    const write =
      id === null
        ? supabase.from('call_hosts').insert(values)
        : supabase.from('call_hosts').update(values).eq('id', id);
    await write.select('id').single().throwOnError();
  });

type StoredRange = CallHost['hours'][number];

const sameRange = (stored: StoredRange, range: HourRange) =>
  stored.weekday === range.weekday &&
  clockOf(stored.start_time) === range.start_time &&
  clockOf(stored.end_time) === range.end_time;

/** Runs a write of several rows; fewer rows back than sent means row-level security refused some. */
async function writeAll(rows: number, write: () => PromiseLike<{ data: unknown[] | null }>) {
  if (rows > 0 && (await write()).data?.length !== rows) throw new NotPermittedError();
}

/**
 * Replaces a host's weekly hours with the form's: new and changed ranges are added first, then the
 * ranges no longer wanted are removed, so a refused range leaves the old hours as they were.
 */
export const useSaveHours = () =>
  useRefreshingMutation(
    CALLS_KEY,
    async ({ hostId, stored, ranges }: { hostId: string; stored: StoredRange[]; ranges: HourRange[] }) => {
      const kept = new Set(
        ranges.flatMap((range) =>
          stored.filter((row) => row.id === range.id && sameRange(row, range)).map((row) => row.id),
        ),
      );
      const added = ranges
        .filter((range) => !range.id || !kept.has(range.id))
        .map(({ weekday, start_time, end_time }) => ({ host_id: hostId, weekday, start_time, end_time }));
      const removed = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
      await writeAll(added.length, () =>
        supabase.from('call_host_hours').insert(added).select('id').throwOnError(),
      );
      await writeAll(removed.length, () =>
        supabase.from('call_host_hours').delete().in('id', removed).select('id').throwOnError(),
      );
    },
  );

/** Saves the booking rules. Only admins may: for anyone else no row comes back (PGRST116). */
export const useUpdateCallSettings = () =>
  useRefreshingMutation(CALLS_KEY, async (values: CallSettingsValues): Promise<CallSettings> => {
    const { data } = await supabase
      .from('call_settings')
      .update(values)
      .eq('id', true)
      .select(CALL_SETTINGS_COLUMNS)
      .single()
      .throwOnError();
    return data;
  });

const FORBIDDEN = 'Only admins can change the call availability.';

export const SETTINGS_ERRORS: RefusalMessages = {
  forbidden: FORBIDDEN,
  noRowMeansForbidden: true,
  invalid:
    'The database refused a value: check the time zone, the meeting length (10–240 minutes), the buffer (0–240), the notice (0–720 hours), the horizon (1–365 days) and the daily limit (1–48).',
};

export const HOST_ERRORS: RefusalMessages = {
  forbidden: FORBIDDEN,
  noRowMeansForbidden: true,
  duplicate: 'That staff member is already a host.',
  invalid:
    'The database refused a value: check the name (2–120 characters), the email and the https meeting address.',
};

export const HOURS_ERRORS: RefusalMessages = {
  forbidden: FORBIDDEN,
  invalid: 'The database refused a range: each must end after it starts.',
  missingReference: 'This host no longer exists.',
};

export const DAYS_OFF_ERRORS: RefusalMessages = {
  forbidden: FORBIDDEN,
  invalid:
    'The database refused the dates: the last day must be on or after the first, and the text short enough.',
  missingReference: 'This host no longer exists.',
};
