import { SelectFilter } from '@admin/components/content/select-filter';
import type { ListFilter } from '@admin/lib/content-resource/filters';

interface ListFiltersProps {
  filters: readonly ListFilter[];
  values: Record<string, string>;
  onChange: (param: string, value: string | undefined) => void;
}

/** The list's drop-downs, in the order the resource lists them. */
export function ListFilters({ filters, values, onChange }: ListFiltersProps) {
  return (
    <div className="flex flex-wrap gap-3">
      {filters.map((filter) => (
        <SelectFilter
          key={filter.param}
          label={filter.label}
          options={filter.options}
          value={values[filter.param]}
          onChange={(value) => onChange(filter.param, value)}
        />
      ))}
    </div>
  );
}
