import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '@admin/components/ui/spinner';
import { AREAS } from '@admin/config/areas';
import { ADMIN_BASE } from '@admin/config/paths';
import { AreaGate, RequireStaff } from './guard';
import { RootLayout, RouteError } from './root-layout';

/** The dashboard and areas with real pages; every other area shows the "being built" page. */
const BUILT_AREAS: Partial<Record<string, RouteObject['lazy']>> = {
  '': () => import('./routes/dashboard'),
  settings: () => import('./routes/settings'),
  'maintenance-mode': () => import('./routes/maintenance-mode'),
  'user-management': () => import('./routes/user-management'),
  'seo-management': () => import('./routes/seo-management'),
};

/** Pages below an area's list (an editor at blog-posts/:id), each a lazy route module. */
const AREA_CHILD_ROUTES: Partial<Record<string, RouteObject[]>> = {};

const areaRoutes: RouteObject[] = AREAS.map((area) => {
  const page = BUILT_AREAS[area.slug] ?? (() => import('./routes/under-construction'));
  return {
    ...(area.slug ? { path: area.slug } : {}),
    element: <AreaGate area={area} />,
    children: [{ index: true, lazy: page }, ...(AREA_CHILD_ROUTES[area.slug] ?? [])],
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
