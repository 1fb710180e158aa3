/**
 * The company-details form (admin: Settings → Company). Each rule is the CHECK on the same column
 * of public.site_settings (supabase/migrations/20261122000400_site_settings.sql); optional text
 * comes out as null when left empty, and only the social networks with an address are stored.
 */
import * as z from 'zod/v4-mini';
import { isValidEmail } from '@lib/email';
import { characterCount, optionalPhone, optionalText, optionalWebAddress } from '@lib/forms/fields';
import type { OrganizationSettings } from '@lib/seo/organization';

export const COMPANY_LIMITS = {
  companyName: 120,
  tagline: 60,
  legalName: 160,
  email: 254,
  addressLine: 160,
  city: 80,
  region: 80,
  postalCode: 20,
  country: 80,
  businessHours: 120,
  socialsBytes: 4000,
} as const;

/** The networks the site names and orders (src/lib/social.ts), in the order the form shows them. */
export const SOCIAL_NETWORKS = ['linkedin', 'instagram', 'facebook', 'x', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const emptyToNull = (value: string): string | null => (value === '' ? null : value);

const socialAddress = optionalWebAddress('Enter the profile’s address, like https://…');

export const companySchema = z.object({
  company_name: z.string().check(
    z.trim(),
    z.refine((value) => value !== '', 'Enter the company name'),
    z.refine(
      (value) => characterCount(value) <= COMPANY_LIMITS.companyName,
      `Keep the company name to ${COMPANY_LIMITS.companyName} characters or fewer`,
    ),
  ),
  tagline: z
    .string()
    .check(
      z.refine(
        (value) => characterCount(value) <= COMPANY_LIMITS.tagline,
        `Keep the tagline to ${COMPANY_LIMITS.tagline} characters or fewer`,
      ),
    ),
  legal_name: optionalText(COMPANY_LIMITS.legalName, 'the legal name'),
  email: z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => value === '' || (isValidEmail(value) && value.length <= COMPANY_LIMITS.email),
        'Enter a valid email address',
      ),
    ),
    z.transform(emptyToNull),
  ),
  phone: optionalPhone,
  address_line1: optionalText(COMPANY_LIMITS.addressLine, 'the address line'),
  address_line2: optionalText(COMPANY_LIMITS.addressLine, 'the address line'),
  city: optionalText(COMPANY_LIMITS.city, 'the city'),
  region: optionalText(COMPANY_LIMITS.region, 'the region'),
  postal_code: optionalText(COMPANY_LIMITS.postalCode, 'the postal code'),
  country: optionalText(COMPANY_LIMITS.country, 'the country'),
  founded_year: z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => value === '' || (/^\d{4}$/.test(value) && Number(value) >= 1900 && Number(value) <= 2100),
        'Enter a year between 1900 and 2100',
      ),
    ),
    z.transform((value: string) => (value === '' ? null : Number(value))),
  ),
  business_hours: optionalText(COMPANY_LIMITS.businessHours, 'the business hours'),
  socials: z
    .pipe(
      z.object(
        Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialAddress])) as Record<
          SocialNetwork,
          typeof socialAddress
        >,
      ),
      z.transform((links: Record<SocialNetwork, string | null>) =>
        Object.fromEntries(
          Object.entries(links).filter((entry): entry is [string, string] => entry[1] !== null),
        ),
      ),
    )
    .check(
      z.refine(
        (links) => new TextEncoder().encode(JSON.stringify(links)).length <= COMPANY_LIMITS.socialsBytes,
        'The social links are too long altogether',
      ),
    ),
});

export type CompanyInput = z.input<typeof companySchema>;
export type CompanyValues = z.output<typeof companySchema>;

/** The company columns of site_settings as stored (the socials not yet checked). */
interface StoredCompany extends Omit<OrganizationSettings, 'socials'> {
  tagline: string;
  socials: unknown;
}

/** The form's starting values from the stored row (null → ''). */
export function companyFormValues(row: StoredCompany): CompanyInput {
  const socials = (typeof row.socials === 'object' && row.socials !== null ? row.socials : {}) as Record<
    string,
    unknown
  >;
  const link = (network: string) => {
    const value = socials[network] ?? (network === 'x' ? socials.twitter : undefined);
    return typeof value === 'string' ? value : '';
  };
  return {
    company_name: row.company_name,
    tagline: row.tagline,
    legal_name: row.legal_name ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    address_line1: row.address_line1 ?? '',
    address_line2: row.address_line2 ?? '',
    city: row.city ?? '',
    region: row.region ?? '',
    postal_code: row.postal_code ?? '',
    country: row.country ?? '',
    founded_year: row.founded_year === null ? '' : String(row.founded_year),
    business_hours: row.business_hours ?? '',
    socials: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, link(network)])) as Record<
      SocialNetwork,
      string
    >,
  };
}
