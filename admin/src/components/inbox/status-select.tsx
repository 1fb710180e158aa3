import { useId } from 'react';
import type { StatusModel } from '@admin/lib/inbox/status-model';

interface StatusSelectProps<Status extends string> {
  statuses: StatusModel<Status>;
  value: Status;
  onChange: (status: Status) => void;
}

/** The row's status, chosen from the list. */
export function StatusSelect<Status extends string>({
  statuses,
  value,
  onChange,
}: StatusSelectProps<Status>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        Status
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (statuses.is(event.target.value)) onChange(event.target.value);
        }}
        className="h-10 rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
      >
        {statuses.values.map((status) => (
          <option key={status} value={status}>
            {statuses.labels[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
