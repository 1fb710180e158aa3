import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { supabase } from '@admin/lib/supabase';

const directoryEntry = z.object({ user_id: z.string(), display_name: z.string() });

/** Staff, present and former, by user id: the names colleagues see (staff_directory() never gives emails). */
export const useStaffDirectory = () =>
  useQuery({
    queryKey: ['staff-directory'],
    queryFn: async (): Promise<ReadonlyMap<string, string>> => {
      const { data } = await supabase.rpc('staff_directory').throwOnError();
      return new Map(
        z
          .array(directoryEntry)
          .parse(data)
          .map((entry) => [entry.user_id, entry.display_name]),
      );
    },
  });
