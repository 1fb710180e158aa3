import { NO_JOB } from './api/list-applications';
import { useJobChoices } from './api/list-jobs';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  isApplicationStatus,
  STATUS_LABELS,
} from './application-status';
import { SelectFilter } from '@admin/components/content/select-filter';

const JOB_STATUS_NOTE = { open: '', closed: ' (closed)', draft: ' (draft)' } as const;

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

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
      <SelectFilter
        label="Status"
        value={status ?? undefined}
        options={STATUS_OPTIONS}
        onChange={(value) => onStatusChange(value !== undefined && isApplicationStatus(value) ? value : null)}
      />
    </div>
  );
}
