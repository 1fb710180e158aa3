import { useQueries } from '@tanstack/react-query';
import { SelectFilter } from '@admin/components/content/select-filter';
import type { ListFilter } from '@admin/lib/content-resource/filters';
import { contentKeys } from '@admin/lib/content-resource/keys';
import type { ContentTable } from '@admin/lib/content-resource/table';

/** The filters with the options they read from the table (`moreOptions`) once those are loaded. */
export function useLoadedFilters(table: ContentTable, filters: readonly ListFilter[]): ListFilter[] {
  const loaded = useQueries({
    queries: filters.map((filter) => ({
      queryKey: [...contentKeys(table).all, 'filter', filter.param],
      queryFn: () => filter.moreOptions?.() ?? Promise.resolve([]),
      enabled: filter.moreOptions !== undefined,
    })),
  });
  return filters.map((filter, index) => ({
    ...filter,
    options: [...filter.options, ...(loaded[index]?.data ?? [])],
  }));
}

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
