import { getCollection, getEntry } from 'astro:content';
import type { PageSeo, SiteSettings } from './schemas/site.ts';

/** The site settings the build read (one row; the migrations create it). */
export async function siteSettings(): Promise<SiteSettings> {
  const entry = await getEntry('siteSettings', 'site');
  if (!entry) throw new Error('site_settings has no row: run the migrations (npm run db:reset).');
  return entry.data;
}

/** Every page name whose switch is off at build (no row: visible). */
export async function hiddenPageNames(): Promise<Set<string>> {
  const entries = await getCollection('pageVisibility', (entry) => !entry.data.is_visible);
  return new Set(entries.map((entry) => entry.id));
}

/** The SEO overrides staff set for a route, if any (most routes have none). */
export async function pageSeoFor(route: string): Promise<PageSeo | undefined> {
  const entries = await getCollection('pageSeo', (entry) => entry.id === route);
  return entries[0]?.data;
}

export { publicFileUrl } from './public-file-url.ts';
