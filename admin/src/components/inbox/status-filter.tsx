import { SelectFilter } from '@admin/components/content/select-filter';
import type { StatusModel } from '@admin/lib/inbox/status-model';

interface StatusFilterProps<Status extends string> {
  statuses: StatusModel<Status>;
  value: Status | null;
  onChange: (status: Status | null) => void;
}

/** "Status: All statuses | New | …", kept in the URL (?status=…) by the caller. */
export function StatusFilter<Status extends string>({
  statuses,
  value,
  onChange,
}: StatusFilterProps<Status>) {
  const options = [
    { value: '', label: 'All statuses' },
    ...statuses.values.map((status) => ({ value: status, label: statuses.labels[status] })),
  ];
  return (
    <SelectFilter
      label="Status"
      value={value ?? undefined}
      options={options}
      onChange={(next) => onChange(next !== undefined && statuses.is(next) ? next : null)}
    />
  );
}
