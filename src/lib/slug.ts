/**
 * The one slug rule, for the site (category, tag and group URLs and anchors) and the admin (slugs
 * suggested from titles, file and source names). Its output always matches SLUG_PATTERN or is empty.
 */

/** The database's slug rule: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * "Ünïcode & SEO — 2026!" → "unicode-seo-2026", "AI & Automation" → "ai-automation": accents
 * dropped, every run of other characters one hyphen, cut at a word within `max` characters.
 */
export function slugify(text: string, max = 80): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, max) ?? '');
}
