import * as z from 'zod/v4-mini';
import type { Client } from '../_shared/clients.ts';
import { companyFromSiteSettings, type MailContext } from '../_shared/mail/templates/index.ts';
import type { DeliverySettings } from './settings.ts';

const COLUMNS =
  'company_name, legal_name, email, phone, address_line1, address_line2, city, region, postal_code, country';
const text = z.nullable(z.string());
const siteSettings = z.nullable(
  z.object({
    company_name: z.string(),
    legal_name: text,
    email: text,
    phone: text,
    address_line1: text,
    address_line2: text,
    city: text,
    region: text,
    postal_code: text,
    country: text,
  }),
);

/** What every email is rendered with: the company details of site_settings and the site's addresses. */
export async function mailContext(service: Client, links: DeliverySettings['links']): Promise<MailContext> {
  const { data, error } = await service.from('site_settings').select(COLUMNS).maybeSingle();
  if (error) throw new Error(`Reading the company details failed: ${error.code} ${error.message}`);
  const row = siteSettings.parse(data);
  return {
    company: row ? companyFromSiteSettings(row) : { name: 'Grow Digital', addressLines: [] },
    siteUrl: links.siteUrl,
    adminUrl: links.adminUrl,
  };
}
