import { DashboardPage } from '@admin/features/dashboard/dashboard-page';

export function Component() {
  return <DashboardPage />;
}
