import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { contentKeys } from '@admin/lib/content-resource/keys';
import { countOf, plural } from '@admin/lib/plural';
import { supabase } from '@admin/lib/supabase';

const countRows = z.array(z.object({ job_id: z.string(), applications: z.number() }));

/** How many applications each of these jobs has (RPC job_application_counts: one call for a page). */
export async function applicationCounts(jobIds: string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const { data, error } = await supabase.rpc('job_application_counts', { job_ids: jobIds });
  if (error) throw error;
  return new Map(countRows.parse(data).map((row) => [row.job_id, row.applications]));
}

export const useApplicationCount = (id: string) =>
  useQuery({
    queryKey: [...contentKeys('jobs').item(id), 'applications'],
    queryFn: async () => (await applicationCounts([id])).get(id) ?? 0,
  });

/** The job applications page, showing one job's. */
export const applicationsPath = (id: string): string =>
  `/job-applications?${new URLSearchParams({ job: id }).toString()}`;

/** The delete dialog's note: a job's applications outlive it. */
export function ApplicationsKept({ id }: { id: string }) {
  const count = useApplicationCount(id).data ?? 0;
  return count === 0
    ? null
    : `Its ${countOf(count, 'application')} ${plural(count, 'is', 'are')} kept in Job applications, no longer linked to a job once it is deleted for good.`;
}
