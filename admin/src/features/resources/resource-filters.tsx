import { useId } from 'react';
import type { ResourceFilter } from './api/list-resources';
import { isResourceType, RESOURCE_TYPE_KEYS, RESOURCE_TYPES } from './resource-file';

const SELECT =
  'h-10 max-w-48 rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40';

interface ResourceFiltersProps {
  filter: ResourceFilter;
  categories: readonly string[];
  onChange: (filter: ResourceFilter) => void;
}

/** The type and category selects above the resources table. */
export function ResourceFilters({ filter, categories, onChange }: ResourceFiltersProps) {
  const typeId = useId();
  const categoryId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-2">
        <label htmlFor={typeId} className="text-sm font-medium text-ink-900">
          Type
        </label>
        <select
          id={typeId}
          className={SELECT}
          value={filter.type ?? ''}
          onChange={(event) => {
            const type = event.target.value;
            onChange({ ...filter, type: isResourceType(type) ? type : undefined });
          }}
        >
          <option value="">All types</option>
          {RESOURCE_TYPE_KEYS.map((type) => (
            <option key={type} value={type}>
              {RESOURCE_TYPES[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={categoryId} className="text-sm font-medium text-ink-900">
          Category
        </label>
        <select
          id={categoryId}
          className={SELECT}
          value={filter.category}
          onChange={(event) => onChange({ ...filter, category: event.target.value })}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
          {filter.category && !categories.includes(filter.category) && (
            <option value={filter.category}>{filter.category}</option>
          )}
        </select>
      </div>
    </div>
  );
}
