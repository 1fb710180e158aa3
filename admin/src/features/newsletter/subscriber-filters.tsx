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

const ACTIVE = [
  { value: '', label: 'All' },
  { value: 'yes', label: 'Active' },
  { value: 'no', label: 'Inactive' },
];
const CONFIRMED = [
  { value: '', label: 'All' },
  { value: 'yes', label: 'Confirmed' },
  { value: 'no', label: 'Not confirmed' },
];

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
      <SelectFilter
        label="Status"
        value={filters.active ?? undefined}
        options={ACTIVE}
        onChange={(value) => onChange('active', value ?? null)}
      />
      <SelectFilter
        label="Confirmation"
        value={filters.confirmed ?? undefined}
        options={CONFIRMED}
        onChange={(value) => onChange('confirmed', value ?? null)}
      />
    </div>
  );
}
