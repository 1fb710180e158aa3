/** The database's slug rule: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug from a title: "Ünïcode & SEO — 2026!" → "unicode-seo-2026", cut at a word within `max`. */
export function slugify(title: string, max = 80): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
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
