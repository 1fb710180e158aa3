import * as z from 'zod/v4-mini';
import { characterCount } from '@lib/forms/fields';
import { SLUG_PATTERN } from '@lib/slug';
import type { ContentRow } from './table';

/** The limits every content table shares (their CHECKs). */
export const SHARED_LIMITS = { title: 160, slug: 120, alt: 200, seoTitle: 70, seoDescription: 170 } as const;

/** Trimmed text of at most `max` characters, empty allowed. */
export const optionalText = (max: number, message: string) =>
  z.string().check(z.trim(), z.maxLength(max, message));

/** Trimmed text of `min` to `max` characters. */
export const boundedText = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));

/** Trimmed text that must be given. */
export const requiredText = (max: number, empty: string, long: string) => boundedText(1, max, empty, long);

const atMost = (max: number, what: string) =>
  z.refine<string>(
    (value) => characterCount(value) <= max,
    `Keep ${what} to ${max.toLocaleString('en-US')} characters or fewer.`,
  );

/** Trimmed text of at most `max` characters as people count them (what CountedField shows). */
export const countedText = (max: number, what: string) => z.string().check(z.trim(), atMost(max, what));

/** Trimmed text that must be given, `min` to `max` characters as people count them. */
export const countedRequiredText = (max: number, what: string, min = 1) =>
  z.string().check(
    z.trim(),
    z.minLength(1, `Enter ${what}.`),
    z.refine<string>(
      (value) => characterCount(value) >= min,
      `Enter at least ${min} characters for ${what}.`,
    ),
    atMost(max, what),
  );

/** An optional https address ('' for none). */
export const httpsUrlSchema = (max: number) =>
  z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || /^https:\/\/\S+$/.test(value),
      'Enter a full address starting with https://',
    ),
    z.maxLength(max, `Keep the address to ${max} characters or fewer.`),
  );

export const titleSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter a title.'),
    z.minLength(3, 'Use at least 3 characters for the title.'),
    z.maxLength(SHARED_LIMITS.title, `Keep the title to ${String(SHARED_LIMITS.title)} characters.`),
  );

/** A title of 3 to 160 characters, asked for by the item's name ("Give the video a title…"). */
export const namedTitleSchema = (one: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(3, `Give the ${one} a title of at least 3 characters.`),
      z.maxLength(
        SHARED_LIMITS.title,
        `Keep the title to ${String(SHARED_LIMITS.title)} characters or fewer.`,
      ),
    );

/** The category an item is listed under (FAQs, videos, resources): typed or chosen, at most 60. */
export const categorySchema = requiredText(
  60,
  'Choose or type a category.',
  'Keep the category to 60 characters or fewer.',
);

/** The address on the site; `example` is shown in the message for a malformed one. */
export const slugSchema = (example: string, max: number = SHARED_LIMITS.slug) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the address (slug).'),
      z.maxLength(max, `Keep the slug to ${String(max)} characters.`),
      z.regex(SLUG_PATTERN, `Use lowercase letters, digits and single hyphens, like ${example}.`),
    );

const altTextSchema = requiredText(
  SHARED_LIMITS.alt,
  'Describe the image for people who cannot see it.',
  `Keep the alt text to ${String(SHARED_LIMITS.alt)} characters.`,
);

/** An image from the media library with its alt text. */
export const imageSchema = z.object({ path: z.string().check(z.minLength(1)), alt: altTextSchema });

/** The fields every featured-able item with a cover and SEO texts has (FeaturedAndCover, SeoFields). */
export const coverFeaturedSeoSchema = {
  cover: z.nullable(imageSchema),
  featured: z.boolean(),
  seo_title: optionalText(
    SHARED_LIMITS.seoTitle,
    `Keep the SEO title to ${String(SHARED_LIMITS.seoTitle)} characters.`,
  ),
  seo_description: optionalText(
    SHARED_LIMITS.seoDescription,
    `Keep the SEO description to ${String(SHARED_LIMITS.seoDescription)} characters.`,
  ),
};

type CoverFeaturedSeoColumns = Pick<
  ContentRow<'case_studies'>,
  'cover_path' | 'cover_alt' | 'featured' | 'seo_title' | 'seo_description'
>;
type CoverFeaturedSeoValues = z.infer<z.ZodMiniObject<typeof coverFeaturedSeoSchema>>;

/** An empty optional text is stored as null. */
export const orNull = (value: string): string | null => (value === '' ? null : value);

/** Those fields' form values from a row. */
export const coverFeaturedSeoOf = (row: CoverFeaturedSeoColumns): CoverFeaturedSeoValues => ({
  cover: row.cover_path ? { path: row.cover_path, alt: row.cover_alt ?? '' } : null,
  featured: row.featured,
  seo_title: row.seo_title ?? '',
  seo_description: row.seo_description ?? '',
});

/** Those fields' columns from form values. */
export const coverFeaturedSeoColumns = (values: CoverFeaturedSeoValues): CoverFeaturedSeoColumns => ({
  cover_path: values.cover?.path ?? null,
  cover_alt: values.cover?.alt ?? null,
  featured: values.featured,
  seo_title: orNull(values.seo_title),
  seo_description: orNull(values.seo_description),
});

export const EMPTY_COVER_FEATURED_SEO: CoverFeaturedSeoValues = {
  cover: null,
  featured: false,
  seo_title: '',
  seo_description: '',
};

/** A JSON column read as a list of records, tolerating odd entries. */
export const jsonRecords = (json: unknown): Record<string, unknown>[] =>
  Array.isArray(json)
    ? json.map((item: unknown) =>
        typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {},
      )
    : [];

export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
