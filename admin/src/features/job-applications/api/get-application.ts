import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { isUuid } from '@admin/lib/uuid';
import { APPLICATION_COLUMNS, APPLICATIONS_KEY, type ApplicationRow } from './list-applications';

export const applicationDetailKey = (id: string) => [...APPLICATIONS_KEY, 'detail', id] as const;

/**
 * One application by id (null when there is none), whether or not it is on the list's page; shown
 * at once from the list's copy when it was opened from the list, and refreshed from the server.
 */
export const applicationQuery = (id: string, fromList?: ApplicationRow) =>
  queryOptions({
    queryKey: applicationDetailKey(id),
    queryFn: async (): Promise<ApplicationRow | null> => {
      if (!isUuid(id)) return null;
      const { data } = await supabase
        .from('job_applications')
        .select(APPLICATION_COLUMNS)
        .eq('id', id)
        .maybeSingle()
        .throwOnError();
      return data;
    },
    initialData: () => fromList,
    initialDataUpdatedAt: 0,
  });

export const useApplication = (id: string, fromList?: ApplicationRow) =>
  useQuery(applicationQuery(id, fromList));
