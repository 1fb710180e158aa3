/**
 * The admin's areas: one table that the router, the guard, the sidebar and the breadcrumbs read.
 * Slugs are the specification's route names.
 */
export type StaffRole = 'admin' | 'editor';
export type AreaGroup = 'Content' | 'Inbox' | 'Site' | 'System';

export interface Area {
  /** The path segment under /admin ('' for the dashboard). */
  slug: string;
  title: string;
  /** The sidebar section; the dashboard stands above them. */
  group: AreaGroup | null;
  /** The least role that may open it; admins may open everything. */
  role: StaffRole;
}

export const AREA_GROUPS: readonly AreaGroup[] = ['Content', 'Inbox', 'Site', 'System'];

const area = (slug: string, title: string, group: AreaGroup | null, role: StaffRole = 'editor'): Area => ({
  slug,
  title,
  group,
  role,
});

export const AREAS: readonly Area[] = [
  area('', 'Dashboard', null),
  area('blog-posts', 'Blog posts', 'Content'),
  area('case-studies', 'Case studies', 'Content'),
  area('portfolio', 'Portfolio', 'Content'),
  area('youtube-management', 'YouTube videos', 'Content'),
  area('resources', 'Resources', 'Content'),
  area('about-management', 'About page', 'Content'),
  area('career-management', 'Careers', 'Content'),
  area('media-library', 'Media library', 'Content'),
  area('trash', 'Trash', 'Content'),
  area('contact-submissions', 'Contact submissions', 'Inbox'),
  area('calls', 'Calls', 'Inbox'),
  area('job-applications', 'Job applications', 'Inbox'),
  area('newsletter', 'Newsletter', 'Inbox'),
  area('deliveries', 'Deliveries', 'Inbox'),
  area('publish', 'Publishing', 'Site'),
  area('seo-management', 'SEO', 'Site'),
  area('backlink-management', 'Backlinks', 'Site'),
  area('settings', 'Settings', 'Site', 'admin'),
  area('maintenance-mode', 'Maintenance mode', 'Site', 'admin'),
  area('user-management', 'Users', 'System', 'admin'),
  area('backup-management', 'Backups', 'System', 'admin'),
];

/** Whether `role` may open `area` (no role: nothing). */
export function mayOpen(role: StaffRole | null | undefined, area: Pick<Area, 'role'>): boolean {
  return role === 'admin' || area.role === role;
}

/** The areas `role` may open, in sidebar order. */
export const areasFor = (role: StaffRole | null | undefined): Area[] =>
  AREAS.filter((area) => mayOpen(role, area));

/** The area a pathname (relative to the basename) belongs to, if any. */
export function areaAt(pathname: string): Area | undefined {
  const slug = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  return AREAS.find((area) => area.slug === slug);
}
