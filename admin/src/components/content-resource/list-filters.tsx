import { SelectFilter } from '@admin/components/content/select-filter';
import { useColumnValues } from '@admin/lib/content-resource/column-values';
import type { ListFilter } from '@admin/lib/content-resource/filters';

interface FilterProps {
  filter: ListFilter;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** A filter whose options are the values in use; a chosen one stays listed while no row has it. */
function ValuesFilter({
  filter,
  value,
  onChange,
  valuesOf,
}: FilterProps & Required<Pick<ListFilter, 'valuesOf'>>) {
  const inUse = useColumnValues(valuesOf.table, valuesOf.column);
  const values = value && !inUse.includes(value) ? [...inUse, value] : inUse;
  const options = [...filter.options, ...values.map((name) => ({ value: name, label: name }))];
  return <SelectFilter label={filter.label} options={options} value={value} onChange={onChange} />;
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
      {filters.map((filter) => {
        const value = values[filter.param];
        const change = (next: string | undefined) => onChange(filter.param, next);
        return filter.valuesOf ? (
          <ValuesFilter
            key={filter.param}
            filter={filter}
            valuesOf={filter.valuesOf}
            value={value}
            onChange={change}
          />
        ) : (
          <SelectFilter
            key={filter.param}
            label={filter.label}
            options={filter.options}
            value={value}
            onChange={change}
          />
        );
      })}
    </div>
  );
}
