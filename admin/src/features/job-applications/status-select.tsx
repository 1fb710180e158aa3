import { useId } from 'react';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  isApplicationStatus,
  STATUS_LABELS,
} from './application-status';

/** The pipeline step, chosen from the list; the steps before it are shown as done. */
export function StatusSelect({
  value,
  onChange,
}: {
  value: ApplicationStatus;
  onChange: (status: ApplicationStatus) => void;
}) {
  const id = useId();
  const reached = APPLICATION_STATUSES.indexOf(value);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          Status
        </label>
        <select
          id={id}
          value={value}
          onChange={(event) => {
            if (isApplicationStatus(event.target.value)) onChange(event.target.value);
          }}
          className="h-10 rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
        >
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      {value !== 'rejected' && (
        <ol aria-label="Pipeline" className="flex flex-wrap gap-1 text-xs">
          {APPLICATION_STATUSES.filter((status) => status !== 'rejected').map((status, index) => (
            <li
              key={status}
              aria-current={status === value ? 'step' : undefined}
              className={
                index <= reached
                  ? 'rounded-full bg-brand-100 px-2 py-0.5 font-medium text-brand-900'
                  : 'rounded-full bg-ink-100 px-2 py-0.5 text-ink-700'
              }
            >
              {STATUS_LABELS[status]}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
