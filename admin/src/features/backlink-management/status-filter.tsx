import { useId } from 'react';
import { BACKLINK_STATUSES, type BacklinkStatus, STATUS_LABEL } from './backlink-status';

export function StatusFilter({
  value,
  onChange,
}: {
  value: BacklinkStatus | null;
  onChange: (status: BacklinkStatus | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        Status
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(BACKLINK_STATUSES.find((s) => s === event.target.value) ?? null)}
        className="h-10 rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
      >
        <option value="">All statuses</option>
        {BACKLINK_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABEL[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
