/**
 * Every admin URL, relative to the router's basename `/admin`. Links and redirects use these;
 * the areas' own paths are in areas.ts.
 */
export const paths = {
  dashboard: '/',
  login: '/login',
  resetPassword: '/reset-password',
  unauthorized: '/unauthorized',
  profile: '/profile',
  /** Settings → Notifications: admins change it, editors read it (outside the admin-only Settings area). */
  notificationSettings: '/settings/notifications',
  deliveries: '/deliveries',
  calls: '/calls',
  /** Calls → Availability: admins change it, editors read it. */
  callAvailability: '/calls/availability',
} as const;

/** The router's basename: where the admin is served. */
export const ADMIN_BASE = '/admin';

/** `/login?next=…` that brings the user back to `next` (a path inside the admin) after sign-in. */
export function loginPath(next?: string): string {
  return next && next !== paths.dashboard
    ? `${paths.login}?${new URLSearchParams({ next }).toString()}`
    : paths.login;
}

/**
 * Where to go after sign-in: `next` when it is a path inside the admin, else the dashboard. Never
 * another origin (`//evil.test`) or a path outside the admin.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.dashboard;
  if (next === paths.login || next.startsWith(`${paths.login}?`)) return paths.dashboard;
  return next;
}
