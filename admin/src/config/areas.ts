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
  summary: string;
}

export const AREA_GROUPS: readonly AreaGroup[] = ['Content', 'Inbox', 'Site', 'System'];

export const AREAS: readonly Area[] = [
  {
    slug: '',
    title: 'Dashboard',
    group: null,
    role: 'editor',
    summary: 'New enquiries, content and publishing at a glance.',
  },
  {
    slug: 'blog-posts',
    title: 'Blog posts',
    group: 'Content',
    role: 'editor',
    summary: 'Write, schedule and publish articles.',
  },
  {
    slug: 'case-studies',
    title: 'Case studies',
    group: 'Content',
    role: 'editor',
    summary: 'Client stories with their results.',
  },
  {
    slug: 'portfolio',
    title: 'Portfolio',
    group: 'Content',
    role: 'editor',
    summary: 'Portfolio items shown on the site.',
  },
  {
    slug: 'youtube-management',
    title: 'YouTube videos',
    group: 'Content',
    role: 'editor',
    summary: 'Videos embedded from YouTube.',
  },
  {
    slug: 'resources',
    title: 'Resources',
    group: 'Content',
    role: 'editor',
    summary: 'Downloads, links and FAQs.',
  },
  {
    slug: 'about-management',
    title: 'About page',
    group: 'Content',
    role: 'editor',
    summary: 'The about page and the team.',
  },
  {
    slug: 'career-management',
    title: 'Careers',
    group: 'Content',
    role: 'editor',
    summary: 'Open positions.',
  },
  {
    slug: 'media-library',
    title: 'Media library',
    group: 'Content',
    role: 'editor',
    summary: 'Images with their alt text, shared by every page.',
  },
  {
    slug: 'trash',
    title: 'Trash',
    group: 'Content',
    role: 'editor',
    summary: 'Deleted content, kept 30 days for restoring.',
  },
  {
    slug: 'contact-submissions',
    title: 'Contact submissions',
    group: 'Inbox',
    role: 'editor',
    summary: 'Contact messages and discovery-call requests.',
  },
  {
    slug: 'calls',
    title: 'Calls',
    group: 'Inbox',
    role: 'editor',
    summary: 'Booked discovery calls and availability.',
  },
  {
    slug: 'job-applications',
    title: 'Job applications',
    group: 'Inbox',
    role: 'editor',
    summary: 'Applications and their pipeline.',
  },
  {
    slug: 'newsletter',
    title: 'Newsletter',
    group: 'Inbox',
    role: 'editor',
    summary: 'Newsletter subscribers.',
  },
  {
    slug: 'deliveries',
    title: 'Deliveries',
    group: 'Inbox',
    role: 'editor',
    summary: 'Every email and webhook the leads sent, with retries.',
  },
  {
    slug: 'publish',
    title: 'Publishing',
    group: 'Site',
    role: 'editor',
    summary: 'Publish the site and follow every build.',
  },
  {
    slug: 'seo-management',
    title: 'SEO',
    group: 'Site',
    role: 'editor',
    summary: 'Titles, descriptions and redirects per page.',
  },
  {
    slug: 'backlink-management',
    title: 'Backlinks',
    group: 'Site',
    role: 'editor',
    summary: 'Links to the site and their status.',
  },
  {
    slug: 'settings',
    title: 'Settings',
    group: 'Site',
    role: 'admin',
    summary: 'Company details, chat widget, tag manager, page visibility and notifications.',
  },
  {
    slug: 'maintenance-mode',
    title: 'Maintenance mode',
    group: 'Site',
    role: 'admin',
    summary: 'Take the site offline with a message.',
  },
  {
    slug: 'user-management',
    title: 'Users',
    group: 'System',
    role: 'admin',
    summary: 'Staff accounts and their roles.',
  },
  {
    slug: 'backup-management',
    title: 'Backups',
    group: 'System',
    role: 'admin',
    summary: 'Back up and restore content and settings.',
  },
];

/** The path of an area under the router's basename. */
export const areaPath = (area: Pick<Area, 'slug'>): string => `/${area.slug}`;

/** Whether `role` may open `area` (no role: nothing). */
export function mayOpen(role: StaffRole | null | undefined, area: Pick<Area, 'role'>): boolean {
  if (!role) return false;
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
