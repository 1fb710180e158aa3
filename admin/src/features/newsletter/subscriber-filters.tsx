import { SelectFilter } from '@admin/components/content/select-filter';
import { useSubscriberSources } from './api/subscribers';

/** The newsletter list's filters beyond the search, kept in the URL (`?source=…&active=yes&confirmed=no`). */
type YesNo = 'yes' | 'no';

export interface SubscriberFilters {
  source: string | null;
  active: YesNo | null;
  confirmed: YesNo | null;
}

export type FilterKey = keyof SubscriberFilters;

const yesNo = (value: string | null): YesNo | null => (value === 'yes' || value === 'no' ? value : null);

/** The filters in `params`, ignoring anything malformed. */
export function readSubscriberFilters(params: URLSearchParams): SubscriberFilters {
  const source = params.get('source');
  return {
    source: source && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(source) ? source : null,
    active: yesNo(params.get('active')),
    confirmed: yesNo(params.get('confirmed')),
  };
}

const yesNoOptions = (yes: string, no: string) => [
  { value: '', label: 'All' },
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

/** The yes/no filters: the URL key, the select's label and its options. */
const YES_NO_FILTERS = [
  { key: 'active', label: 'Status', options: yesNoOptions('Active', 'Inactive') },
  { key: 'confirmed', label: 'Confirmation', options: yesNoOptions('Confirmed', 'Not confirmed') },
] as const;

/** Source, active and confirmed filters of the subscriber list. */
export function SubscriberFilterBar({
  filters,
  onChange,
}: {
  filters: SubscriberFilters;
  onChange: (key: FilterKey, value: string | null) => void;
}) {
  const sources = useSubscriberSources();
  const known = sources.data ?? [];
  // A source in the URL stays choosable while the list of sources loads (or if it has none left).
  const names = filters.source && !known.includes(filters.source) ? [filters.source, ...known] : known;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SelectFilter
        label="Source"
        value={filters.source ?? undefined}
        options={[
          { value: '', label: 'All sources' },
          ...names.map((name) => ({ value: name, label: name })),
        ]}
        onChange={(value) => onChange('source', value ?? null)}
      />
      {YES_NO_FILTERS.map(({ key, label, options }) => (
        <SelectFilter
          key={key}
          label={label}
          value={filters[key] ?? undefined}
          options={options}
          onChange={(value) => onChange(key, value ?? null)}
        />
      ))}
    </div>
  );
}
