import type { OrganizationFacts } from './structured-data.ts';

/** The columns of site_settings the organisation's description is built from. */
export interface OrganizationSettings {
  company_name: string;
  legal_name: string | null;
  email: string | null;
  phone: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
  founded_year: number | null;
  business_hours: string | null;
  socials: Record<string, string>;
}

export const ORGANIZATION_DESCRIPTION =
  'A digital, performance and AI marketing agency: SEO, paid media, websites, email and marketing automation, run as one program and measured in revenue.';

export function organizationFacts(settings: OrganizationSettings, logoUrl: string): OrganizationFacts {
  return {
    name: settings.company_name,
    legalName: settings.legal_name,
    description: ORGANIZATION_DESCRIPTION,
    email: settings.email,
    phone: settings.phone,
    streetAddress: [settings.address_line1, settings.address_line2].filter(Boolean).join(', ') || null,
    city: settings.city,
    region: settings.region,
    postalCode: settings.postal_code,
    country: settings.country,
    foundedYear: settings.founded_year,
    openingHours: settings.business_hours,
    socialProfiles: Object.values(settings.socials),
    logoUrl,
  };
}
