import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { APPLICATION_COLUMNS, APPLICATIONS_KEY, type ApplicationRow } from './list-applications';

export const applicationDetailKey = (id: string) => [...APPLICATIONS_KEY, 'detail', id] as const;

/** One application, shown at once from the list's copy and refreshed from the server. */
export const applicationQuery = (row: ApplicationRow) =>
  queryOptions({
    queryKey: applicationDetailKey(row.id),
    queryFn: async (): Promise<ApplicationRow | null> => {
      const { data } = await supabase
        .from('job_applications')
        .select(APPLICATION_COLUMNS)
        .eq('id', row.id)
        .maybeSingle()
        .throwOnError();
      return data;
    },
    initialData: row,
    initialDataUpdatedAt: 0,
  });

export const useApplication = (row: ApplicationRow) => useQuery(applicationQuery(row));
