import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '@admin/components/ui/spinner';
import { AREAS } from '@admin/config/areas';
import { ADMIN_BASE } from '@admin/config/paths';
import { LoginPage } from '@admin/features/auth/login-page';
import { contentRoutes } from './content-routes';
import { AreaGate, RequireStaff } from './guard';
import { RootLayout, RouteError } from './root-layout';

/** A lazy route: the page component `name` of a feature module, loaded when first visited. */
const page =
  <M,>(load: () => Promise<M>, name: keyof M): NonNullable<RouteObject['lazy']> =>
  async () => ({ Component: (await load())[name] as ComponentType });

/** The dashboard and every area's page, each loaded when first visited. */
const AREA_PAGES: Partial<Record<string, RouteObject['lazy']>> = {
  '': page(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
  settings: page(() => import('../features/settings/settings-page'), 'SettingsPage'),
  'maintenance-mode': page(() => import('../features/maintenance-mode/maintenance-page'), 'MaintenancePage'),
  'user-management': page(
    () => import('../features/user-management/user-management-page'),
    'UserManagementPage',
  ),
  'seo-management': page(() => import('../features/seo-management/seo-management-page'), 'SeoManagementPage'),
  'job-applications': () => import('./routes/job-applications'),
  'contact-submissions': () => import('./routes/contact-submissions'),
  'media-library': () => import('./routes/media-library'),
  'about-management': () => import('./routes/about-management'),
  newsletter: () => import('./routes/newsletter'),
  'backlink-management': () => import('./routes/backlink-management'),
  publish: page(() => import('../features/publish/publish-history-page'), 'PublishHistoryPage'),
  'backup-management': page(
    () => import('../features/backup-management/backup-management-page'),
    'BackupManagementPage',
  ),
  deliveries: () => import('./routes/deliveries'),
  calls: () => import('./routes/calls'),
  trash: () => import('./routes/trash'),
};

/** Content areas: their list, new, order and editor pages come from one feature module each. */
const CONTENT_AREAS: Partial<Record<string, ReturnType<typeof contentRoutes>>> = {
  'blog-posts': contentRoutes(() => import('@admin/features/blog-posts/blog-posts')),
  'case-studies': contentRoutes(() => import('@admin/features/case-studies/case-studies')),
  portfolio: contentRoutes(() => import('@admin/features/portfolio/portfolio')),
  'career-management': contentRoutes(() => import('@admin/features/career-management/jobs')),
  resources: contentRoutes(() => import('@admin/features/resources/resources')),
  'youtube-management': contentRoutes(() => import('@admin/features/youtube-management/videos')),
};

/** Pages below an area's list (an editor at career-management/:id), each a lazy route module. */
const AREA_CHILD_ROUTES: Partial<Record<string, RouteObject[]>> = {
  calls: [
    {
      path: 'availability',
      lazy: page(() => import('../features/calls/availability/availability-page'), 'AvailabilityPage'),
    },
  ],
};

const areaRoutes: RouteObject[] = AREAS.map((area) => {
  const content = CONTENT_AREAS[area.slug];
  const page = content?.index ?? AREA_PAGES[area.slug];
  if (!page) throw new Error(`The admin area "${area.slug}" has no page`);
  return {
    ...(area.slug ? { path: area.slug } : {}),
    element: <AreaGate area={area} />,
    children: [{ index: true, lazy: page }, ...(content?.children ?? AREA_CHILD_ROUTES[area.slug] ?? [])],
  };
});

/** A page outside the areas that editors may open too. */
const editorsPage = (path: string, lazy: NonNullable<RouteObject['lazy']>): RouteObject => ({
  path,
  element: <AreaGate area={{ role: 'editor' }} />,
  children: [{ index: true, lazy }],
});

export const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullScreenSpinner />,
      children: [
        // In the entry: the first page of every visit without a session, drawn without a second round trip.
        { path: 'login', Component: LoginPage },
        {
          path: 'reset-password',
          lazy: page(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage'),
        },
        {
          path: 'unauthorized',
          lazy: page(() => import('../features/unauthorized/unauthorized-page'), 'UnauthorizedPage'),
        },
        {
          element: <RequireStaff />,
          children: [
            {
              lazy: page(() => import('./layout/app-shell'), 'AppShell'),
              children: [
                ...areaRoutes,
                // Settings → Notifications: editors read it too, so it is not under Settings' admin-only gate.
                editorsPage(
                  'settings/notifications',
                  page(() => import('../features/notifications/notifications-page'), 'NotificationsPage'),
                ),
                editorsPage(
                  'profile',
                  page(() => import('../features/profile/profile-page'), 'ProfilePage'),
                ),
                {
                  path: '*',
                  lazy: page(() => import('../features/not-found/not-found-page'), 'NotFoundPage'),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  { basename: ADMIN_BASE },
);
