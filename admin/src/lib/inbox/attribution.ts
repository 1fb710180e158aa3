import type { Json } from '@lib/database.types';

/** The attribution keys the site records (src/lib/attribution.ts), with the names staff read. */
export const ATTRIBUTION_FIELDS = [
  { key: 'utm_source', label: 'UTM source' },
  { key: 'utm_medium', label: 'UTM medium' },
  { key: 'utm_campaign', label: 'UTM campaign' },
  { key: 'utm_term', label: 'UTM term' },
  { key: 'utm_content', label: 'UTM content' },
  { key: 'gclid', label: 'Google Ads click id (gclid)' },
  { key: 'fbclid', label: 'Meta click id (fbclid)' },
  { key: 'referrer', label: 'Referrer' },
  { key: 'landing_page', label: 'Landing page' },
] as const;

export type AttributionKey = (typeof ATTRIBUTION_FIELDS)[number]['key'];

/** The stored attribution's known text values (anything else in the JSON is ignored). */
export function readAttribution(json: Json): Partial<Record<AttributionKey, string>> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const values: Partial<Record<AttributionKey, string>> = {};
  for (const { key } of ATTRIBUTION_FIELDS) {
    const value = json[key];
    if (typeof value === 'string' && value !== '') values[key] = value;
  }
  return values;
}
