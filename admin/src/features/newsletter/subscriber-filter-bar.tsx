import { SelectFilter } from '@admin/components/content/select-filter';
import { useSubscriberSources } from './api/subscribers';
import type { FilterKey, SubscriberFilters } from './subscriber-filters';

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
