import { SelectFilter } from '@admin/components/content/select-filter';
import type { StatusModel } from '@admin/lib/inbox/status-model';

type Choices<Value extends string> = Pick<StatusModel<Value>, 'values' | 'labels' | 'is'>;

const optionsOf = <Value extends string>(choices: Choices<Value>) =>
  choices.values.map((value) => ({ value, label: choices.labels[value] }));

interface StatusFilterProps<Status extends string> {
  statuses: Choices<Status>;
  value: Status | null;
  onChange: (status: Status | null) => void;
  /** "Status" unless the list is filtered by something else ("Kind"). */
  label?: string;
  /** The choice that filters nothing: "All statuses" unless said otherwise. */
  allLabel?: string;
}

/** "Status: All statuses | New | …", kept in the URL (?status=…) by the caller. */
export function StatusFilter<Status extends string>({
  statuses,
  value,
  onChange,
  label = 'Status',
  allLabel = 'All statuses',
}: StatusFilterProps<Status>) {
  return (
    <SelectFilter
      label={label}
      value={value ?? undefined}
      options={[{ value: '', label: allLabel }, ...optionsOf(statuses)]}
      onChange={(next) => onChange(next !== undefined && statuses.is(next) ? next : null)}
    />
  );
}

/** A row's status, chosen from the list. */
export function StatusSelect<Status extends string>({
  statuses,
  value,
  onChange,
}: {
  statuses: Choices<Status>;
  value: Status;
  onChange: (status: Status) => void;
}) {
  return (
    <SelectFilter
      label="Status"
      value={value}
      options={optionsOf(statuses)}
      onChange={(next) => {
        if (next !== undefined) onChange(next);
      }}
    />
  );
}
