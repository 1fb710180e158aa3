import { Badge } from '@admin/components/ui/badge';
import { formatDate, isExpired, type JobStatus, STATUS_LOOK } from './job-labels';

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { label, tone } = STATUS_LOOK[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** The valid-through date, flagged "Expired" once past (the site then hides the job). */
export function ValidThrough({ value }: { value: string | null }) {
  if (value === null) return <span className="text-ink-700">No end date</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <time dateTime={value}>{formatDate(value)}</time>
      {isExpired(value) && <Badge tone="danger">Expired</Badge>}
    </span>
  );
}
