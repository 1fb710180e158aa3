import { groupPath, HEADER_LINKS, PRIMARY_CTA, SERVICE_GROUPS, servicePath } from '../../lib/routes.ts';

export interface NavLink {
  label: string;
  path: string;
}

export interface NavGroup extends NavLink {
  services: NavLink[];
}

/** The Services dropdown: "All Services" and the three groups with their pages. */
export const SERVICES_MENU = {
  all: { label: 'All Services', path: '/services' },
  groups: SERVICE_GROUPS.map<NavGroup>((group) => ({
    label: group.label,
    path: groupPath(group.slug),
    services: group.services.map((service) => ({
      label: service.label,
      path: servicePath(group.slug, service.slug),
    })),
  })),
} as const;

/** The links after Services, and the call to action. */
export const OTHER_LINKS: readonly NavLink[] = HEADER_LINKS.filter((link) => link.path !== '/services');
export { PRIMARY_CTA };

/** Whether a link is the current page or one of its ancestors (for aria-current and styling). */
export function isCurrent(linkPath: string, currentPath: string): boolean {
  if (linkPath === '/') return currentPath === '/';
  return currentPath === linkPath || currentPath.startsWith(`${linkPath}/`);
}
