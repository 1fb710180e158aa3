import {
  groupPath,
  HEADER_LINKS,
  type HiddenPages,
  isShown,
  PRIMARY_CTA,
  SERVICE_GROUPS,
  servicePath,
  shownLinks,
} from '../../lib/routes.ts';

export interface NavLink {
  label: string;
  path: string;
}

export interface NavGroup {
  label: string;
  /** The group's own page; null while it is hidden (its services keep their own switches). */
  path: string | null;
  services: NavLink[];
}

export interface HeaderNavigation {
  /** "All Services", unless /services is hidden. */
  allServices: NavLink | null;
  groups: NavGroup[];
  /** The links after Services. */
  links: NavLink[];
  /** The call to action, unless its page is hidden. */
  cta: NavLink | null;
}

const shownOrNull = (link: NavLink, hidden: HiddenPages) => (isShown(link.path, hidden) ? link : null);

/** The header's links (seed §2) without the pages that were hidden when the site was built. */
export function headerNavigation(hidden: HiddenPages): HeaderNavigation {
  const groups = SERVICE_GROUPS.map<NavGroup>((group) => ({
    label: group.label,
    path: isShown(groupPath(group.slug), hidden) ? groupPath(group.slug) : null,
    services: shownLinks(
      group.services.map((service) => ({
        label: service.label,
        path: servicePath(group.slug, service.slug),
      })),
      hidden,
    ),
  }));
  return {
    allServices: shownOrNull({ label: 'All Services', path: '/services' }, hidden),
    groups: groups.filter((group) => group.path !== null || group.services.length > 0),
    links: shownLinks(
      HEADER_LINKS.filter((link) => link.path !== '/services'),
      hidden,
    ),
    cta: shownOrNull(PRIMARY_CTA, hidden),
  };
}

/** Whether a link is the current page or one of its ancestors (for aria-current and styling). */
export function isCurrent(linkPath: string, currentPath: string): boolean {
  if (linkPath === '/') return currentPath === '/';
  return currentPath === linkPath || currentPath.startsWith(`${linkPath}/`);
}
