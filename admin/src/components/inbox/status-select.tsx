import { SelectFilter } from '@admin/components/content/select-filter';
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
  return (
    <SelectFilter
      label="Status"
      value={value}
      options={statuses.values.map((status) => ({ value: status, label: statuses.labels[status] }))}
      onChange={(next) => {
        if (next !== undefined) onChange(next);
      }}
    />
  );
}
