import { STATIC_ROUTES } from '@lib/routes';
import type { ChangeKind, PendingChange } from './api/get-pending-changes';

export const KIND_LABEL: Record<ChangeKind, string> = {
  added: 'New',
  published: 'Published',
  changed: 'Changed',
  reordered: 'Reordered',
  unpublished: 'Unpublished',
  expired: 'Closing date passed',
  removed: 'Deleted',
  hidden: 'Hidden',
  shown: 'Shown again',
  maintenance_on: 'Switched on',
  maintenance_off: 'Switched off',
};

/** What sort of item a row is, by its table. */
const ITEM_LABEL: Record<string, string> = {
  blog_posts: 'Blog post',
  case_studies: 'Case study',
  portfolio_items: 'Portfolio item',
  videos: 'Video',
  resources: 'Resource',
  faqs: 'FAQ',
  jobs: 'Job',
  team_members: 'Team member',
  about_content: 'Page',
  site_settings: 'Settings',
  page_seo: 'SEO',
  redirects: 'Redirect',
  page_visibility: 'Page',
};

/** A list whose order changed, by its table. */
const LIST_LABEL: Record<string, string> = {
  case_studies: 'case studies',
  portfolio_items: 'portfolio items',
  videos: 'videos',
  resources: 'resources',
  faqs: 'FAQs',
  team_members: 'the team',
};

const pageLabel = (pageName: string): string => {
  const route = STATIC_ROUTES.find((candidate) => candidate.pageName === pageName);
  return route ? `${route.label} (${route.path})` : pageName;
};

/** The item's name as staff know it: its title, a page's name and address, or the reordered list. */
export function itemName(change: PendingChange): string {
  if (change.kind === 'reordered') return `Order of ${LIST_LABEL[change.table_name] ?? change.table_name}`;
  if (change.table_name === 'page_visibility') return pageLabel(change.row_id ?? '');
  return change.title ?? change.row_id ?? '';
}

export const itemType = (change: PendingChange): string | null =>
  change.kind === 'reordered' ? null : (ITEM_LABEL[change.table_name] ?? null);

/** Who made the change: "You", a colleague's display name, or nobody (the system, the seed, an import). */
export function changedBy(change: PendingChange, currentUserId: string): string {
  if (change.actor_id === currentUserId) return 'You';
  return change.actor_name ?? (change.actor_id ? 'A former staff member' : 'The system');
}
