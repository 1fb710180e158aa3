import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listStaff, type StaffQuery } from '@admin/lib/admin-users';
import { supabase } from '@admin/lib/supabase';

/** Every cached page of the staff list starts with this key, so one invalidation refreshes them all. */
export const STAFF_LIST_KEY = ['user-management', 'staff'] as const;

export const staffListQuery = (query: StaffQuery) =>
  queryOptions({
    queryKey: [...STAFF_LIST_KEY, query],
    queryFn: async () => {
      const page = await listStaff(supabase, query);
      return { rows: page.users, total: page.total };
    },
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useStaffList = (query: StaffQuery) => useQuery(staffListQuery(query));
