import { SelectFilter } from './select-filter';

interface CategoryFilterProps {
  /** The categories in use. */
  categories: readonly string[];
  /** The chosen category, '' for all. */
  value: string;
  onChange: (category: string) => void;
}

/** A select of the categories in use; '' shows every category (a chosen one stays listed while it has none). */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  const names = value && !categories.includes(value) ? [...categories, value] : categories;
  return (
    <SelectFilter
      label="Category"
      options={[
        { value: '', label: 'All categories' },
        ...names.map((name) => ({ value: name, label: name })),
      ]}
      value={value || undefined}
      onChange={(category) => onChange(category ?? '')}
    />
  );
}
