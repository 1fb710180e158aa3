import { AboutManagementPage } from '@admin/features/about-management/about-management-page';

export function Component() {
  return <AboutManagementPage />;
}
