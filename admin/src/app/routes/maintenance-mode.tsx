import { MaintenancePage } from '@admin/features/maintenance-mode/maintenance-page';

export function Component() {
  return <MaintenancePage />;
}
