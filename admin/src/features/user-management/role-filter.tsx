import { useId } from 'react';
import type { RoleChoice } from '@admin/lib/admin-users';

const OPTIONS: { value: RoleChoice | ''; label: string }[] = [
  { value: '', label: 'All roles' },
  { value: 'admin', label: 'Admins' },
  { value: 'editor', label: 'Editors' },
  { value: 'none', label: 'No role' },
];

export function RoleFilter({
  value,
  onChange,
}: {
  value: RoleChoice | undefined;
  onChange: (role: RoleChoice | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        Role
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          const next = OPTIONS.find((option) => option.value === event.target.value)?.value;
          onChange(next === '' ? undefined : next);
        }}
        className="h-10 rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
