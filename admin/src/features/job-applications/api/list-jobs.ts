import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { APPLICATIONS_INBOX } from '../applications-inbox';

/** Every job (open, closed and draft) for the job filter, by title. */
export const jobChoicesQuery = () =>
  queryOptions({
    queryKey: [...APPLICATIONS_INBOX.key, 'jobs'],
    queryFn: async () => {
      const { data } = await supabase.from('jobs').select('id, title, status').order('title').throwOnError();
      return data;
    },
    staleTime: 60_000,
  });

export const useJobChoices = () => useQuery(jobChoicesQuery());
