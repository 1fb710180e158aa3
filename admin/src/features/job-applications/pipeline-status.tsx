import { StatusSelect } from '@admin/components/inbox/status-filter';
import { APPLICATION_STATUSES, type ApplicationStatus } from './application-status';

/** The pipeline step, chosen from the list; the steps before it are shown as done. */
export function PipelineStatus({
  value,
  onChange,
}: {
  value: ApplicationStatus;
  onChange: (status: ApplicationStatus) => void;
}) {
  const reached = APPLICATION_STATUSES.values.indexOf(value);
  return (
    <div className="space-y-2">
      <StatusSelect statuses={APPLICATION_STATUSES} value={value} onChange={onChange} />
      {value !== 'rejected' && (
        <ol aria-label="Pipeline" className="flex flex-wrap gap-1 text-xs">
          {APPLICATION_STATUSES.values
            .filter((status) => status !== 'rejected')
            .map((status, index) => (
              <li
                key={status}
                aria-current={status === value ? 'step' : undefined}
                className={
                  index <= reached
                    ? 'rounded-full bg-brand-100 px-2 py-0.5 font-medium text-brand-900'
                    : 'rounded-full bg-ink-100 px-2 py-0.5 text-ink-700'
                }
              >
                {APPLICATION_STATUSES.labels[status]}
              </li>
            ))}
        </ol>
      )}
    </div>
  );
}
