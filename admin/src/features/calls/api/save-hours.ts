import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLS_KEY } from '@admin/components/calls/api/call-settings';
import { NotPermittedError } from '@admin/lib/inbox/optimistic-row';
import { supabase } from '@admin/lib/supabase';
import type { HourRange } from '../availability/hours-schema';

interface StoredRange {
  id: string;
  weekday: number;
  start_time: string;
  end_time: string;
}

const sameRange = (stored: StoredRange, range: HourRange) =>
  stored.weekday === range.weekday &&
  stored.start_time.slice(0, 5) === range.start_time &&
  stored.end_time.slice(0, 5) === range.end_time;

/**
 * Replaces a host's weekly hours with the form's: new and changed ranges are added first, then the
 * ranges no longer wanted are removed, so a refused range leaves the old hours as they were.
 */
export function useSaveHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      hostId,
      stored,
      ranges,
    }: {
      hostId: string;
      stored: StoredRange[];
      ranges: HourRange[];
    }) => {
      const kept = new Set(
        ranges.flatMap((range) =>
          stored.filter((row) => row.id === range.id && sameRange(row, range)).map((row) => row.id),
        ),
      );
      const added = ranges
        .filter((range) => !range.id || !kept.has(range.id))
        .map(({ weekday, start_time, end_time }) => ({ host_id: hostId, weekday, start_time, end_time }));
      const removed = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
      if (added.length > 0) {
        const { data } = await supabase.from('call_host_hours').insert(added).select('id').throwOnError();
        if (data.length !== added.length) throw new NotPermittedError();
      }
      if (removed.length > 0) {
        const { data } = await supabase
          .from('call_host_hours')
          .delete()
          .in('id', removed)
          .select('id')
          .throwOnError();
        if (data.length !== removed.length) throw new NotPermittedError();
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CALLS_KEY }),
  });
}
