import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables, TablesInsert } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import { applicationCounts } from './application-counts';
import { contentKeys } from '@admin/lib/content-resource/keys';
import { JOBS_KEY } from './list-jobs';

export type Job = Tables<'jobs'>;
export type JobValues = Omit<TablesInsert<'jobs'>, 'id' | 'created_at' | 'updated_at' | 'published_at'>;

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: [...contentKeys('jobs').item(id), 'applications'],
    queryFn: async (): Promise<{ job: Job | null; applications: number }> => {
      const { data } = await supabase.from('jobs').select('*').eq('id', id).maybeSingle().throwOnError();
      const counts = data ? await applicationCounts([data.id]) : new Map<string, number>();
      return { job: data, applications: counts.get(id) ?? 0 };
    },
  });

export const useJob = (id: string) => useQuery(jobQuery(id));

/**
 * Adds a job (id null) or changes one, and returns its id. Opening a job that was never published
 * dates it now (the database requires a publication time for an open job); a date it has is kept.
 */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: string | null; values: JobValues }): Promise<string> => {
      const now = new Date().toISOString();
      if (id === null) {
        const published_at = values.status === 'open' ? now : null;
        const { data } = await supabase
          .from('jobs')
          .insert({ ...values, published_at })
          .select('id')
          .single()
          .throwOnError();
        return data.id;
      }
      if (values.status === 'open')
        await supabase
          .from('jobs')
          .update({ published_at: now })
          .eq('id', id)
          .is('published_at', null)
          .throwOnError();
      await supabase.from('jobs').update(values).eq('id', id).throwOnError();
      return id;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
