import type { RoleChoice } from '@lib/admin-users';
import { SelectFilter } from '@admin/components/content/select-filter';

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
  return <SelectFilter label="Role" options={OPTIONS} value={value} onChange={onChange} />;
}
