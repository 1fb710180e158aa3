import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '@admin/components/ui/toaster';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { Brand } from './brand';
import { MobileSidebar } from './mobile-sidebar';
import { ShellBreadcrumbs } from './shell-breadcrumbs';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';

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
        <TopBar onOpenNavigation={() => setNavigationOpen(true)} />
        <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6 lg:px-8">
          <ShellBreadcrumbs />
          <Outlet />
        </main>
      </div>
      <Toaster />
    </div>
  );
}
