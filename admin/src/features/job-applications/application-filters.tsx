import { SelectFilter } from '@admin/components/content/select-filter';
import { StatusFilter } from '@admin/components/inbox/status-filter';
import { useJobChoices } from './api/list-jobs';
import { APPLICATION_STATUSES, type ApplicationStatus } from './application-status';
import { NO_JOB } from './applications-inbox';

const JOB_STATUS_NOTE = { open: '', closed: ' (closed)', draft: ' (draft)' } as const;

interface ApplicationFiltersProps {
  job: string | null;
  status: ApplicationStatus | null;
  onJobChange: (job: string | null) => void;
  onStatusChange: (status: ApplicationStatus | null) => void;
}

/** The job and status selects; both live in the URL (?job=…&status=…). */
export function ApplicationFilterBar({ job, status, onJobChange, onStatusChange }: ApplicationFiltersProps) {
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
    <div className="flex flex-wrap items-center gap-3">
      <SelectFilter
        label="Job"
        value={job ?? undefined}
        options={jobOptions}
        onChange={(value) => onJobChange(value ?? null)}
      />
      <StatusFilter statuses={APPLICATION_STATUSES} value={status} onChange={onStatusChange} />
    </div>
  );
}
