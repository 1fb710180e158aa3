/** How each social network is named to people, by its key in site_settings.socials. */
export const SOCIAL_NETWORK_NAMES: Readonly<Record<string, string>> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  twitter: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

export const socialNetworkName = (key: string): string => SOCIAL_NETWORK_NAMES[key.toLowerCase()] ?? key;

const NETWORK_ORDER = ['linkedin', 'instagram', 'facebook', 'x', 'twitter', 'youtube', 'tiktok'];

/** The profiles in a stable order (the database keeps JSON keys in its own order). */
export function orderedSocials(socials: Record<string, string>): [string, string][] {
  const rank = (key: string) => {
    const index = NETWORK_ORDER.indexOf(key.toLowerCase());
    return index === -1 ? NETWORK_ORDER.length : index;
  };
  return Object.entries(socials).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}
