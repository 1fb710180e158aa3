import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '@admin/components/ui/spinner';
import { AREAS } from '@admin/config/areas';
import { ADMIN_BASE } from '@admin/config/paths';
import { contentRoutes } from './content-routes';
import { AreaGate, RequireStaff } from './guard';
import { RootLayout, RouteError } from './root-layout';

/** The dashboard and every area's page, each a lazy route module. */
const AREA_PAGES: Partial<Record<string, RouteObject['lazy']>> = {
  '': () => import('./routes/dashboard'),
  settings: () => import('./routes/settings'),
  'maintenance-mode': () => import('./routes/maintenance-mode'),
  'user-management': () => import('./routes/user-management'),
  'seo-management': () => import('./routes/seo-management'),
  'job-applications': () => import('./routes/job-applications'),
  'contact-submissions': () => import('./routes/contact-submissions'),
  'media-library': () => import('./routes/media-library'),
  'about-management': () => import('./routes/about-management'),
  newsletter: () => import('./routes/newsletter'),
  'backlink-management': () => import('./routes/backlink-management'),
  publish: () => import('./routes/publish'),
  'backup-management': () => import('./routes/backup-management'),
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
  calls: [{ path: 'availability', lazy: () => import('./routes/calls-availability') }],
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

export const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullScreenSpinner />,
      children: [
        { path: 'login', lazy: () => import('./routes/login') },
        { path: 'reset-password', lazy: () => import('./routes/reset-password') },
        { path: 'unauthorized', lazy: () => import('./routes/unauthorized') },
        {
          element: <RequireStaff />,
          children: [
            {
              lazy: () => import('./routes/shell'),
              children: [
                ...areaRoutes,
                // Settings → Notifications: editors read it too, so it is not under Settings' admin-only gate.
                {
                  path: 'settings/notifications',
                  element: <AreaGate area={{ role: 'editor' }} />,
                  children: [{ index: true, lazy: () => import('./routes/settings-notifications') }],
                },
                {
                  path: 'profile',
                  element: <AreaGate area={{ role: 'editor' }} />,
                  children: [{ index: true, lazy: () => import('./routes/profile') }],
                },
                { path: '*', lazy: () => import('./routes/not-found') },
              ],
            },
          ],
        },
      ],
    },
  ],
  { basename: ADMIN_BASE },
);
