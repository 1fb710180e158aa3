import { CategoryFilter } from '@admin/components/content/category-filter';
import { SelectFilter } from '@admin/components/content/select-filter';
import type { ResourceFilter } from './api/list-resources';
import { RESOURCE_TYPE_KEYS, RESOURCE_TYPES, type ResourceType } from './resource-file';

const TYPE_OPTIONS: { value: ResourceType | ''; label: string }[] = [
  { value: '', label: 'All types' },
  ...RESOURCE_TYPE_KEYS.map((type) => ({ value: type, label: RESOURCE_TYPES[type] })),
];

interface ResourceFiltersProps {
  filter: ResourceFilter;
  categories: readonly string[];
  onChange: (filter: ResourceFilter) => void;
}

/** The type and category selects above the resources table. */
export function ResourceFilters({ filter, categories, onChange }: ResourceFiltersProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SelectFilter
        label="Type"
        options={TYPE_OPTIONS}
        value={filter.type}
        onChange={(type) => onChange({ ...filter, type })}
      />
      <CategoryFilter
        categories={categories}
        value={filter.category}
        onChange={(category) => onChange({ ...filter, category })}
      />
    </div>
  );
}
