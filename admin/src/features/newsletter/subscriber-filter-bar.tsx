import { useId } from 'react';
import { useSubscriberSources } from './api/subscribers';
import type { FilterKey, SubscriberFilters } from './subscriber-filters';

const SELECT =
  'h-10 rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40';

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={SELECT}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
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
      <FilterSelect
        label="Source"
        value={filters.source}
        options={[
          { value: '', label: 'All sources' },
          ...names.map((name) => ({ value: name, label: name })),
        ]}
        onChange={(value) => onChange('source', value)}
      />
      <FilterSelect
        label="Status"
        value={filters.active}
        options={ACTIVE}
        onChange={(v) => onChange('active', v)}
      />
      <FilterSelect
        label="Confirmation"
        value={filters.confirmed}
        options={CONFIRMED}
        onChange={(value) => onChange('confirmed', value)}
      />
    </div>
  );
}
