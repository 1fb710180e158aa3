import * as z from 'zod/v4-mini';
import type { Tables } from '@lib/database.types';
import { SLUG_PATTERN } from '@lib/slug';
import { coverFeaturedSeoSchema, optionalText, orNull } from '@admin/lib/content-resource/schema-parts';

/** The database's limits (blog_posts CHECKs); the form says so before the database has to. */
export const LIMITS = {
  titleMin: 3,
  title: 160,
  slug: 120,
  excerpt: 300,
  body: 100_000,
  category: 60,
  tags: 12,
  tag: 40,
} as const;

/** An Open Graph image: blog_posts keeps only its path (the page's title describes it). */
const ogImageSchema = z.nullable(z.object({ path: z.string(), alt: z.string() }));

export const postSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(
        LIMITS.titleMin,
        `Give the post a title of at least ${String(LIMITS.titleMin)} characters.`,
      ),
      z.maxLength(LIMITS.title, `Keep the title to ${String(LIMITS.title)} characters.`),
    ),
  slug: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the address of the post.'),
      z.maxLength(LIMITS.slug, `Keep the address to ${String(LIMITS.slug)} characters.`),
      z.regex(SLUG_PATTERN, 'Use lowercase letters and digits joined by single hyphens, like my-first-post.'),
    ),
  excerpt: optionalText(LIMITS.excerpt, `Keep the excerpt to ${String(LIMITS.excerpt)} characters.`),
  body: z.string().check(z.maxLength(LIMITS.body, 'The article is too long: at most 100,000 characters.')),
  cover: coverFeaturedSeoSchema.cover,
  author_id: z.string(),
  category: optionalText(LIMITS.category, `Keep the category to ${String(LIMITS.category)} characters.`),
  tags: z
    .array(z.string())
    .check(z.maxLength(LIMITS.tags, `A post has at most ${String(LIMITS.tags)} tags.`)),
  seo_title: coverFeaturedSeoSchema.seo_title,
  seo_description: coverFeaturedSeoSchema.seo_description,
  og_image: ogImageSchema,
});

export type PostFormInput = z.input<typeof postSchema>;
export type PostFormValues = z.output<typeof postSchema>;

export type PostRow = Tables<'blog_posts'>;

export const EMPTY_POST: PostFormInput = formValuesOf({});

/** A stored post as the form's values. */
export function formValuesOf(row: Partial<PostRow>): PostFormInput {
  return {
    title: row.title ?? '',
    slug: row.slug ?? '',
    excerpt: row.excerpt ?? '',
    body: row.body ?? '',
    cover: row.cover_path ? { path: row.cover_path, alt: row.cover_alt ?? '' } : null,
    author_id: row.author_id ?? '',
    category: row.category ?? '',
    tags: row.tags ?? [],
    seo_title: row.seo_title ?? '',
    seo_description: row.seo_description ?? '',
    og_image: row.og_image_path ? { path: row.og_image_path, alt: '' } : null,
  };
}

/** Valid form values as the row's columns: empty optional text is stored as null. */
export function contentOf(values: PostFormValues) {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    body: values.body,
    cover_path: values.cover?.path ?? null,
    cover_alt: values.cover?.alt ?? null,
    author_id: orNull(values.author_id),
    category: orNull(values.category),
    tags: values.tags,
    seo_title: orNull(values.seo_title),
    seo_description: orNull(values.seo_description),
    og_image_path: values.og_image?.path ?? null,
  };
}
