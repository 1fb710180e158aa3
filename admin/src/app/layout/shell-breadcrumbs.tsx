import { useLocation } from 'react-router-dom';
import { Breadcrumbs, type Crumb } from '@admin/components/ui/breadcrumbs';
import { areaAt } from '@admin/config/areas';
import { paths } from '@admin/config/paths';

/** Dashboard › the current area (or page); none on the dashboard itself. */
export function ShellBreadcrumbs() {
  const { pathname } = useLocation();
  if (pathname === paths.dashboard) return null;
  const current =
    pathname === paths.profile
      ? 'Profile'
      : pathname === paths.notificationSettings
        ? 'Notifications'
        : (areaAt(pathname)?.title ?? 'Page not found');
  const items: Crumb[] = [{ label: 'Dashboard', to: paths.dashboard }, { label: current }];
  return <Breadcrumbs items={items} />;
}
