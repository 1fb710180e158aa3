/**
 * The site's route table: the header, footer, breadcrumbs, the HTML sitemap, page visibility and
 * the seeded SEO rows all read it. Content pages (posts, case studies, …) are addressed by their
 * rows' slugs.
 */

export interface ServiceLink {
  slug: string;
  label: string;
}

export interface ServiceGroup {
  slug: 'digital-marketing' | 'performance-marketing' | 'ai-marketing';
  label: string;
  services: ServiceLink[];
}

export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  {
    slug: 'digital-marketing',
    label: 'Digital Marketing',
    services: [
      { slug: 'seo', label: 'SEO' },
      { slug: 'social-media', label: 'Social Media' },
      { slug: 'web-development', label: 'Web Development' },
      { slug: 'app-development', label: 'App Development' },
      { slug: 'email-marketing', label: 'Email Marketing' },
      { slug: 'strategy', label: 'Strategy' },
    ],
  },
  {
    slug: 'performance-marketing',
    label: 'Performance Marketing',
    services: [
      { slug: 'search-engine-ads', label: 'Search Engine Ads' },
      { slug: 'social-media-display-ads', label: 'Social and Display Ads' },
      { slug: 'ecommerce-ads', label: 'Ecommerce Ads' },
      { slug: 'conversion-rate-optimization', label: 'Conversion Rate Optimization' },
      { slug: 'landing-page-design', label: 'Landing Page Design' },
    ],
  },
  {
    slug: 'ai-marketing',
    label: 'AI Marketing',
    services: [
      { slug: 'ai-chatbots', label: 'AI Chatbots' },
      { slug: 'email-automation', label: 'Email Automation' },
      { slug: 'lead-scoring', label: 'Lead Scoring' },
      { slug: 'custom-automations', label: 'Custom Automations' },
    ],
  },
];

/** A service group's page, and its services' pages. */
export const groupPath = (group: ServiceGroup['slug']): string => `/services/${group}`;
export const servicePath = (group: ServiceGroup['slug'], service: string): string =>
  `/services/${group}/${service}`;

export interface StaticRoute {
  path: string;
  label: string;
  /** The page_visibility key when the page is wrapped in a visibility check (seed §2). */
  pageName?: string;
  /** Listed in sitemap.xml and the HTML sitemap. */
  inSitemap: boolean;
}

const servicesRoutes: StaticRoute[] = SERVICE_GROUPS.flatMap((group) => [
  {
    path: groupPath(group.slug),
    label: group.label,
    pageName: `services/${group.slug}`,
    inSitemap: true,
  },
  ...group.services.map((service) => ({
    path: servicePath(group.slug, service.slug),
    label: service.label,
    pageName: `services/${group.slug}/${service.slug}`,
    inSitemap: true,
  })),
]);

/** Every route that is not a content item, in the order the HTML sitemap lists them. */
export const STATIC_ROUTES: readonly StaticRoute[] = [
  { path: '/', label: 'Home', pageName: 'home', inSitemap: true },
  { path: '/about', label: 'About Us', pageName: 'about', inSitemap: true },
  { path: '/services', label: 'Services', pageName: 'services', inSitemap: true },
  ...servicesRoutes,
  { path: '/case-studies', label: 'Case Studies', pageName: 'case-studies', inSitemap: true },
  { path: '/portfolio', label: 'Portfolio', pageName: 'portfolio', inSitemap: true },
  { path: '/blog', label: 'Blog', pageName: 'blog', inSitemap: true },
  { path: '/videos', label: 'Videos', pageName: 'videos', inSitemap: true },
  { path: '/resource-center', label: 'Resource Center', pageName: 'resource-center', inSitemap: true },
  {
    path: '/resources/downloads',
    label: 'Download Center',
    pageName: 'resources/downloads',
    inSitemap: true,
  },
  { path: '/resources/faq', label: 'FAQ', pageName: 'resources/faq', inSitemap: true },
  { path: '/careers', label: 'Careers', pageName: 'careers', inSitemap: true },
  { path: '/contact', label: 'Contact', pageName: 'contact', inSitemap: true },
  { path: '/book-discovery', label: 'Book Discovery Call', pageName: 'book-discovery', inSitemap: true },
  { path: '/privacy-policy', label: 'Privacy Policy', inSitemap: true },
  { path: '/terms-of-service', label: 'Terms of Service', inSitemap: true },
  { path: '/cookie-policy', label: 'Cookie Policy', inSitemap: true },
  { path: '/sitemap', label: 'Sitemap', inSitemap: true },
  { path: '/thank-you', label: 'Thank You', inSitemap: false },
];

/** The page names a visibility switch exists for (one page_visibility row each). */
export const VISIBILITY_PAGE_NAMES: readonly string[] = STATIC_ROUTES.flatMap((route) =>
  route.pageName ? [route.pageName] : [],
);

const ROUTE_BY_PATH = new Map(STATIC_ROUTES.map((route) => [route.path, route]));

/** Further pages of a listed route, under its switch: /blog/page/2 is the blog. */
const CONTINUATIONS: readonly { pattern: RegExp; path: string }[] = [
  { pattern: /^\/blog\/page\/\d+$/, path: '/blog' },
];

/**
 * The visibility switch a path is under, if any (seed §2): each listed route has its own, service
 * pages included; content items (/blog/{slug}, /careers/{slug}, …) and the legal pages have none.
 */
export function pageNameOf(path: string): string | undefined {
  const continued = CONTINUATIONS.find((continuation) => continuation.pattern.test(path))?.path;
  return ROUTE_BY_PATH.get(continued ?? path)?.pageName;
}

/** The page names whose switch is off (page_visibility.is_visible false). */
export type HiddenPages = ReadonlySet<string>;

/** Whether the page at `path` may be linked to: it has no switch, or its switch is on. */
export function isShown(path: string, hidden: HiddenPages): boolean {
  const pageName = pageNameOf(path);
  return pageName === undefined || !hidden.has(pageName);
}

/** The links whose pages are shown. */
export const shownLinks = <Link extends { path: string }>(
  links: readonly Link[],
  hidden: HiddenPages,
): Link[] => links.filter((link) => isShown(link.path, hidden));

/** Header navigation (seed §2): Services opens the dropdown; /book-discovery is the call-to-action button. */
export const HEADER_LINKS: readonly { path: string; label: string }[] = [
  { path: '/services', label: 'Services' },
  { path: '/case-studies', label: 'Case Studies' },
  { path: '/about', label: 'About' },
  { path: '/contact', label: 'Contact' },
];

/** The site's main call to action. */
export const PRIMARY_CTA = { path: '/book-discovery', label: 'Book Discovery Call' } as const;

/** Footer quick links (seed §2). */
export const FOOTER_QUICK_LINKS: readonly { path: string; label: string }[] = [
  { path: '/about', label: 'About Us' },
  { path: '/portfolio', label: 'Portfolio' },
  { path: '/case-studies', label: 'Case Studies' },
  { path: '/blog', label: 'Blog' },
  { path: '/videos', label: 'Videos' },
  { path: '/resource-center', label: 'Resource Center' },
  { path: '/resources/downloads', label: 'Download Center' },
  { path: '/resources/faq', label: 'FAQ' },
  { path: '/careers', label: 'Careers' },
];

export const LEGAL_LINKS: readonly { path: string; label: string }[] = [
  { path: '/privacy-policy', label: 'Privacy Policy' },
  { path: '/terms-of-service', label: 'Terms of Service' },
  { path: '/cookie-policy', label: 'Cookie Policy' },
  { path: '/sitemap', label: 'Sitemap' },
];
