/**
 * SEO text lengths. `max` is what the database stores (page_seo's CHECKs in
 * supabase/migrations/*_seo_and_links.sql); the recommended range is what search results usually
 * show whole, and what the admin's guidance and audit steer towards.
 */
export const SEO_LIMITS = {
  title: { max: 70, recommendedMax: 60 },
  description: { max: 170, recommendedMin: 70, recommendedMax: 160 },
  route: 200,
  ogImagePath: 300,
  ogImageAlt: 200,
  canonicalUrl: 500,
} as const;

/** How a title's or description's length compares with the guidance. */
export type LengthGuidance = 'empty' | 'short' | 'good' | 'long' | 'over-limit';

function guidance(
  length: number,
  range: { max: number; recommendedMax: number; recommendedMin?: number },
): LengthGuidance {
  if (length === 0) return 'empty';
  if (length > range.max) return 'over-limit';
  if (length > range.recommendedMax) return 'long';
  if (range.recommendedMin !== undefined && length < range.recommendedMin) return 'short';
  return 'good';
}

/** Titles: up to 60 characters recommended, 70 stored at most. */
export const titleGuidance = (length: number): LengthGuidance => guidance(length, SEO_LIMITS.title);

/** Descriptions: 70 to 160 characters recommended, 170 stored at most. */
export const descriptionGuidance = (length: number): LengthGuidance =>
  guidance(length, SEO_LIMITS.description);
