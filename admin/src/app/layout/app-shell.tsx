import { ExternalLink, Menu } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Breadcrumbs } from '@admin/components/ui/breadcrumbs';
import { Toaster } from '@admin/components/ui/toaster';
import { areaAt } from '@admin/config/areas';
import { paths } from '@admin/config/paths';
import { PublishButton } from '@admin/features/publish/publish-button';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { Brand, MobileSidebar, SidebarNav } from './sidebar';
import { UserMenu } from './user-menu';

/** The signed-in layout: sidebar (a drawer below desktop width), top bar, breadcrumbs, the page. */
export function AppShell() {
  const staff = useCurrentStaff();
  const [navigationOpen, setNavigationOpen] = useState(false);
  if (!staff.role) return null;
  return (
    <div className="min-h-screen lg:flex">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 overflow-y-auto border-r border-ink-200 bg-white lg:block">
        <Brand />
        <SidebarNav role={staff.role} />
      </aside>
      <MobileSidebar open={navigationOpen} onOpenChange={setNavigationOpen} role={staff.role} />
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-ink-200 bg-white/95 px-4 backdrop-blur lg:px-8">
          <button
            type="button"
            className="rounded-lg p-2 text-ink-700 hover:bg-ink-100 lg:hidden"
            aria-label="Open navigation"
            onClick={() => setNavigationOpen(true)}
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
          </button>
          <div className="flex-1" />
          <a
            href="/"
            className="hidden items-center gap-1.5 rounded text-sm font-medium text-ink-700 hover:text-brand-700 sm:flex"
          >
            View site <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </a>
          <PublishButton />
          <UserMenu />
        </header>
        <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6 lg:px-8">
          <ShellBreadcrumbs />
          <Outlet />
        </main>
      </div>
      <Toaster />
    </div>
  );
}

/** Dashboard › the current area (or page); none on the dashboard itself. */
function ShellBreadcrumbs() {
  const { pathname } = useLocation();
  if (pathname === paths.dashboard) return null;
  const current =
    pathname === paths.profile
      ? 'Profile'
      : pathname === paths.notificationSettings
        ? 'Notifications'
        : (areaAt(pathname)?.title ?? 'Page not found');
  return <Breadcrumbs items={[{ label: 'Dashboard', to: paths.dashboard }, { label: current }]} />;
}
