import type { CalendarPart } from '../types.ts';

/** The company the emails come from, read from site_settings. */
export interface Company {
  name: string;
  legalName?: string | null;
  email?: string | null;
  phone?: string | null;
  /** The postal address, one line each (street, street, "City, Region Postcode", Country). */
  addressLines: string[];
}

/** What every template is rendered with, besides the message's payload. */
export interface MailContext {
  company: Company;
  /** The public site's origin, `https://growdigital.example` (no trailing slash needed). */
  siteUrl: string;
  /** The back office's root, `https://growdigital.example/admin`. */
  adminUrl: string;
  /** The subscriber's unsubscribe page (newsletter emails); built from siteUrl and the token if absent. */
  unsubscribeUrl?: string;
}

/** A rendered email. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The calendar invitation sent with it (the discovery-call emails). */
  calendar?: CalendarPart;
}

/** The columns of public.site_settings the emails use. */
export interface SiteSettingsRow {
  company_name: string;
  legal_name?: string | null;
  email?: string | null;
  phone?: string | null;
  address_line1?: string | null;
  address_line2?: string | null;
  city?: string | null;
  region?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

const present = (value: string | null | undefined): value is string => Boolean(value?.trim());

/** The company of the emails' footer from the site_settings row. */
export function companyFromSiteSettings(row: SiteSettingsRow): Company {
  const locality = [row.city, [row.region, row.postal_code].filter(present).join(' ')]
    .filter(present)
    .join(', ');
  return {
    name: row.company_name,
    legalName: row.legal_name ?? null,
    email: row.email ?? null,
    phone: row.phone ?? null,
    addressLines: [row.address_line1, row.address_line2, locality, row.country].filter(present),
  };
}

/** `base` + `path` with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
