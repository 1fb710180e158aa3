import type { BreadcrumbList, Graph, ProfessionalService, Service, Thing, WebSite } from 'schema-dts';

/** A JSON-LD node: schema-dts types also allow a bare string (an id reference), which a node never is. */
export type Node<T extends Thing = Thing> = Exclude<T, string>;
import type { Crumb } from './breadcrumbs.ts';

/** What the organisation's JSON-LD is built from (site_settings). */
export interface OrganizationFacts {
  name: string;
  legalName?: string | null;
  description: string;
  email?: string | null;
  phone?: string | null;
  streetAddress?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
  foundedYear?: number | null;
  openingHours?: string | null;
  socialProfiles: readonly string[];
  logoUrl: string;
}

const absolute = (site: string, path: string) => new URL(path, site).href;
export const organizationId = (site: string) => `${absolute(site, '/')}#organization`;
export const websiteId = (site: string) => `${absolute(site, '/')}#website`;

const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined && value !== '';

export function organization(site: string, facts: OrganizationFacts): Node<ProfessionalService> {
  const street = [facts.streetAddress].filter(present).join(', ');
  return {
    '@type': 'ProfessionalService',
    '@id': organizationId(site),
    name: facts.name,
    ...(present(facts.legalName) ? { legalName: facts.legalName } : {}),
    description: facts.description,
    url: absolute(site, '/'),
    logo: facts.logoUrl,
    image: facts.logoUrl,
    ...(present(facts.email) ? { email: facts.email } : {}),
    ...(present(facts.phone) ? { telephone: facts.phone } : {}),
    ...(present(facts.foundedYear) ? { foundingDate: String(facts.foundedYear) } : {}),
    ...(present(facts.city)
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(street ? { streetAddress: street } : {}),
            addressLocality: facts.city,
            ...(present(facts.region) ? { addressRegion: facts.region } : {}),
            ...(present(facts.postalCode) ? { postalCode: facts.postalCode } : {}),
            ...(present(facts.country) ? { addressCountry: facts.country } : {}),
          },
        }
      : {}),
    ...(facts.socialProfiles.length > 0 ? { sameAs: [...facts.socialProfiles] } : {}),
  };
}

export function website(site: string, name: string, description: string): Node<WebSite> {
  return {
    '@type': 'WebSite',
    '@id': websiteId(site),
    url: absolute(site, '/'),
    name,
    description,
    publisher: { '@id': organizationId(site) },
    inLanguage: 'en',
  };
}

/** The trail's linked crumbs: a hidden page is no step a search engine can follow. */
export function breadcrumbList(site: string, trail: readonly Crumb[]): Node<BreadcrumbList> {
  const linked = trail.flatMap((crumb) => (crumb.path === null ? [] : [{ ...crumb, path: crumb.path }]));
  return {
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(site, crumb.path),
    })),
  };
}

export interface ServiceFacts {
  name: string;
  description: string;
  path: string;
  category: string;
  offers?: readonly string[];
}

export function service(site: string, facts: ServiceFacts): Node<Service> {
  return {
    '@type': 'Service',
    name: facts.name,
    description: facts.description,
    url: absolute(site, facts.path),
    serviceType: facts.category,
    provider: { '@id': organizationId(site) },
    areaServed: { '@type': 'Country', name: 'United States' },
    ...(facts.offers && facts.offers.length > 0
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: `${facts.name} deliverables`,
            itemListElement: facts.offers.map((offer) => ({
              '@type': 'Offer',
              itemOffered: { '@type': 'Service', name: offer },
            })),
          },
        }
      : {}),
  };
}

/** Everything a page says about itself, as one JSON-LD graph. */
export function graph(nodes: readonly Node[]): Graph {
  return { '@context': 'https://schema.org', '@graph': [...nodes] };
}

/** JSON for a <script type="application/ld+json">, safe inside HTML (no "</script>" can close it early). */
export function jsonLdText(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
