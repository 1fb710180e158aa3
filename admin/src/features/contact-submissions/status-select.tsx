import { useId } from 'react';
import { INBOX_STATUSES, type InboxStatus, isInboxStatus, STATUS_LABELS } from './inbox-status';

/** The submission's status, chosen from the list. */
export function StatusSelect({
  value,
  onChange,
}: {
  value: InboxStatus;
  onChange: (status: InboxStatus) => void;
}) {
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
          if (isInboxStatus(event.target.value)) onChange(event.target.value);
        }}
        className="h-8 rounded-lg border border-ink-300 bg-white px-2 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
      >
        {INBOX_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
