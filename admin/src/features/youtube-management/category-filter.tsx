import { useId } from 'react';

interface CategoryFilterProps {
  categories: readonly string[];
  value: string;
  onChange: (category: string) => void;
}

/** A select of the categories in use; '' shows every category. */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        Category
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 max-w-48 rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
      >
        <option value="">All categories</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
        {value && !categories.includes(value) && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}
