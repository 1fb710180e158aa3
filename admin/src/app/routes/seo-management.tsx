import { SeoManagementPage } from '@admin/features/seo-management/seo-management-page';

export function Component() {
  return <SeoManagementPage />;
}
