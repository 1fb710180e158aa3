import { z } from 'astro/zod';

/**
 * The social profiles with an http(s) address; any other entry is dropped on its own. The
 * column is free JSON (no CHECK on its values), and a javascript: URL would run when its link in
 * the footer is clicked.
 */
const socialLinks = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform((links) =>
    Object.fromEntries(
      Object.entries(links).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' &&
          z.string().url().safeParse(entry[1]).success &&
          /^https?:\/\//i.test(entry[1]),
      ),
    ),
  );

/** The public columns of site_settings the site is built with. */
export const siteSettingsSchema = z.object({
  company_name: z.string(),
  tagline: z.string(),
  legal_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  founded_year: z.number().int().nullable(),
  business_hours: z.string().nullable(),
  socials: socialLinks,
  gtm_id: z.string().nullable(),
  custom_head_code: z.string().nullable(),
  custom_body_code: z.string().nullable(),
  maintenance_enabled: z.boolean(),
  maintenance_message: z.string().nullable(),
  maintenance_ends_at: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const pageVisibilitySchema = z.object({ page_name: z.string(), is_visible: z.boolean() });

export const pageSeoSchema = z.object({
  route: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  og_image_path: z.string().nullable(),
  og_image_alt: z.string().nullable(),
  canonical_url: z.string().nullable(),
  noindex: z.boolean(),
});
export type PageSeo = z.infer<typeof pageSeoSchema>;
