import { SelectFilter } from '@admin/components/content/select-filter';
import { useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { APPLICATIONS_INBOX, NO_JOB } from './applications-inbox';

/** Every job (open, closed and draft) for the job filter, by title. */
const useJobChoices = () =>
  useQuery({
    queryKey: [...APPLICATIONS_INBOX.key, 'jobs'],
    queryFn: async () => {
      const { data } = await supabase.from('jobs').select('id, title, status').order('title').throwOnError();
      return data;
    },
    staleTime: 60_000,
  });

const JOB_STATUS_NOTE = { open: '', closed: ' (closed)', draft: ' (draft)' } as const;

/** "Job: All jobs | … | Job removed", kept in the URL (?job=…) by the route. */
export function JobFilter({ job, onChange }: { job: string | null; onChange: (job: string | null) => void }) {
  const jobs = useJobChoices();
  const jobOptions = [
    { value: '', label: 'All jobs' },
    ...(jobs.data ?? []).map((choice) => ({
      value: choice.id,
      label: `${choice.title}${JOB_STATUS_NOTE[choice.status]}`,
    })),
    { value: NO_JOB, label: 'Job removed' },
  ];
  // A job id from a link stays selectable while the list of jobs loads.
  if (job && !jobOptions.some((option) => option.value === job))
    jobOptions.push({ value: job, label: jobs.isPending ? 'Loading…' : 'Unknown job' });
  return (
    <SelectFilter
      label="Job"
      value={job ?? undefined}
      options={jobOptions}
      onChange={(value) => onChange(value ?? null)}
    />
  );
}
