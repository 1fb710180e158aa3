import { type HiddenPages, isShown, STATIC_ROUTES } from '../routes.ts';

export interface Crumb {
  name: string;
  /** Null for a page hidden when the site was built: named, not linked. */
  path: string | null;
}

/**
 * Path segments that are not pages of their own, and where a breadcrumb for them should point:
 * /video/{id} sits under the Videos page, /resources/… under the Resource Center.
 */
const SEGMENT_PAGES: Readonly<Record<string, { name: string; path: string }>> = {
  '/video': { name: 'Videos', path: '/videos' },
  '/resources': { name: 'Resources', path: '/resource-center' },
};

/** Path segments that only group pages (/blog/category/…, /blog/page/2): no crumb of their own. */
const GROUPING_SEGMENTS = new Set(['/blog/category', '/blog/tag', '/blog/page']);

const ROUTE_LABELS = new Map(STATIC_ROUTES.map((route) => [route.path, route.label]));

/** "conversion-rate-optimization" → "Conversion Rate Optimization". */
export function titleFromSlug(slug: string): string {
  return decodeURIComponent(slug)
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The trail from Home to the page at `pathname`, one crumb per path segment, named from the route
 * table or the friendly names above; the last crumb takes `currentTitle` when given. Crumbs for
 * the `hidden` pages keep their name and lose their link.
 */
export function breadcrumbTrail(
  pathname: string,
  currentTitle?: string,
  hidden: HiddenPages = new Set(),
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const trail: { name: string; path: string }[] = [{ name: 'Home', path: '/' }];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const isLast = index === segments.length - 1;
    if (GROUPING_SEGMENTS.has(path) && !isLast) return;
    const known = SEGMENT_PAGES[path];
    if (known && !isLast) {
      trail.push(known);
      return;
    }
    const name =
      (isLast ? currentTitle : undefined) ?? ROUTE_LABELS.get(path) ?? known?.name ?? titleFromSlug(segment);
    trail.push({ name, path });
  });
  return trail.map((crumb) => (isShown(crumb.path, hidden) ? crumb : { ...crumb, path: null }));
}
