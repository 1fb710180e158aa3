import { SelectFilter } from '@admin/components/content/select-filter';
import { BACKLINK_STATUSES, type BacklinkStatus, STATUS_LABEL } from './backlink-status';

const OPTIONS = [
  { value: '', label: 'All statuses' },
  ...BACKLINK_STATUSES.map((status) => ({ value: status, label: STATUS_LABEL[status] })),
] as const;

/** "Status: All statuses | …", kept in the URL (?status=…) by the route. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: BacklinkStatus | null;
  onChange: (status: BacklinkStatus | null) => void;
}) {
  return (
    <SelectFilter
      label="Status"
      value={value ?? undefined}
      options={OPTIONS}
      onChange={(next) => onChange(next ?? null)}
    />
  );
}
