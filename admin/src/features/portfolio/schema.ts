import * as z from 'zod/v4-mini';
import type { Tables, TablesInsert } from '@lib/database.types';
import { SLUG_PATTERN } from '@lib/slug';

/** The database's fixed list (portfolio_items.category CHECK), in the order the site's filter shows. */
export const PORTFOLIO_CATEGORIES = ['Web Design', 'E-commerce', 'Branding', 'App', 'Campaign'] as const;
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

/** The database's limits (portfolio_items CHECKs); the form says so before the database has to. */
export const LIMITS = {
  title: 160,
  slug: 120,
  client: 120,
  summary: 300,
  body: 20000,
  projectUrl: 300,
  tags: 12,
  tag: 40,
  gallery: 24,
  alt: 200,
  seoTitle: 70,
  seoDescription: 170,
  firstYear: 2000,
  lastYear: 2100,
} as const;

const text = (max: number, message: string) => z.string().check(z.trim(), z.maxLength(max, message));

const altText = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Describe the image for people who cannot see it.'),
    z.maxLength(LIMITS.alt, `Keep the alt text to ${String(LIMITS.alt)} characters.`),
  );

const imageSchema = z.object({ path: z.string().check(z.minLength(1)), alt: altText });

export const portfolioItemSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a title.'),
      z.minLength(3, 'Use at least 3 characters for the title.'),
      z.maxLength(LIMITS.title, `Keep the title to ${String(LIMITS.title)} characters.`),
    ),
  slug: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the address (slug).'),
      z.maxLength(LIMITS.slug, `Keep the slug to ${String(LIMITS.slug)} characters.`),
      z.regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens, like acme-online-store.'),
    ),
  client: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the client’s name.'),
      z.maxLength(LIMITS.client, `Keep the client’s name to ${String(LIMITS.client)} characters.`),
    ),
  category: z.enum(PORTFOLIO_CATEGORIES, 'Choose a category.'),
  summary: text(LIMITS.summary, `Keep the summary to ${String(LIMITS.summary)} characters.`),
  body: text(LIMITS.body, `Keep the description to ${String(LIMITS.body)} characters.`),
  year: z.string().check(
    z.trim(),
    z.refine(
      (value) =>
        value === '' ||
        (/^\d{4}$/.test(value) && Number(value) >= LIMITS.firstYear && Number(value) <= LIMITS.lastYear),
      `Enter a year between ${String(LIMITS.firstYear)} and ${String(LIMITS.lastYear)}, or leave it empty.`,
    ),
  ),
  project_url: z.string().check(
    z.trim(),
    z.maxLength(LIMITS.projectUrl, `Keep the address to ${String(LIMITS.projectUrl)} characters.`),
    z.refine(
      (value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/.test(value),
      'Enter a full address starting with https://, or leave it empty.',
    ),
  ),
  tags: z.array(z.string()).check(z.maxLength(LIMITS.tags, `Use at most ${String(LIMITS.tags)} tags.`)),
  cover: z.nullable(imageSchema),
  gallery: z
    .array(imageSchema)
    .check(z.maxLength(LIMITS.gallery, `A gallery holds at most ${String(LIMITS.gallery)} images.`)),
  featured: z.boolean(),
  seo_title: text(LIMITS.seoTitle, `Keep the SEO title to ${String(LIMITS.seoTitle)} characters.`),
  seo_description: text(
    LIMITS.seoDescription,
    `Keep the SEO description to ${String(LIMITS.seoDescription)} characters.`,
  ),
});

export type PortfolioItemInput = z.input<typeof portfolioItemSchema>;
export type PortfolioItemValues = z.output<typeof portfolioItemSchema>;
export type PortfolioItemRow = Tables<'portfolio_items'>;
export type PortfolioItemContent = Omit<
  TablesInsert<'portfolio_items'>,
  'status' | 'published_at' | 'sort_order'
>;
export type GalleryImage = PortfolioItemInput['gallery'][number];

export const EMPTY_PORTFOLIO_ITEM: PortfolioItemInput = {
  title: '',
  slug: '',
  client: '',
  category: 'Web Design',
  summary: '',
  body: '',
  year: '',
  project_url: '',
  tags: [],
  cover: null,
  gallery: [],
  featured: false,
  seo_title: '',
  seo_description: '',
};

interface StoredImage {
  path?: unknown;
  alt?: unknown;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The gallery as the site reads it ([{path, alt}]), leaving out entries without a path. */
function galleryOf(json: PortfolioItemRow['gallery']): GalleryImage[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item) => {
    const image = (typeof item === 'object' && item !== null ? item : {}) as StoredImage;
    const path = asText(image.path);
    return path ? [{ path, alt: asText(image.alt) }] : [];
  });
}

const isCategory = (value: string): value is PortfolioCategory =>
  (PORTFOLIO_CATEGORIES as readonly string[]).includes(value);

export function formValuesOf(row: PortfolioItemRow): PortfolioItemInput {
  return {
    title: row.title,
    slug: row.slug,
    client: row.client,
    category: isCategory(row.category) ? row.category : 'Web Design',
    summary: row.summary,
    body: row.body,
    year: row.year === null ? '' : String(row.year),
    project_url: row.project_url ?? '',
    tags: row.tags,
    cover: row.cover_path ? { path: row.cover_path, alt: row.cover_alt ?? '' } : null,
    gallery: galleryOf(row.gallery),
    featured: row.featured,
    seo_title: row.seo_title ?? '',
    seo_description: row.seo_description ?? '',
  };
}

const orNull = (value: string): string | null => (value === '' ? null : value);

/** The columns a save writes; an empty optional text is stored as null. */
export function contentOf(values: PortfolioItemValues): PortfolioItemContent {
  return {
    title: values.title,
    slug: values.slug,
    client: values.client,
    category: values.category,
    summary: values.summary,
    body: values.body,
    year: values.year === '' ? null : Number(values.year),
    project_url: orNull(values.project_url),
    tags: values.tags,
    cover_path: values.cover?.path ?? null,
    cover_alt: values.cover?.alt ?? null,
    gallery: values.gallery.map(({ path, alt }) => ({ path, alt })),
    featured: values.featured,
    seo_title: orNull(values.seo_title),
    seo_description: orNull(values.seo_description),
  };
}
