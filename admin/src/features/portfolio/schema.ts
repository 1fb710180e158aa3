import * as z from 'zod/v4-mini';
import type { Tables, TablesInsert } from '@lib/database.types';
import {
  asText,
  coverFeaturedSeoColumns,
  coverFeaturedSeoOf,
  coverFeaturedSeoSchema,
  EMPTY_COVER_FEATURED_SEO,
  imageSchema,
  jsonRecords,
  optionalText as text,
  orNull,
  requiredText,
  slugSchema,
  titleSchema,
} from '@admin/lib/content-resource/schema-parts';

/** The database's fixed list (portfolio_items.category CHECK), in the order the site's filter shows. */
export const PORTFOLIO_CATEGORIES = ['Web Design', 'E-commerce', 'Branding', 'App', 'Campaign'] as const;
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

/** The database's limits (portfolio_items CHECKs); the form says so before the database has to. */
export const LIMITS = {
  client: 120,
  summary: 300,
  body: 20000,
  projectUrl: 300,
  tags: 12,
  tag: 40,
  gallery: 24,
  firstYear: 2000,
  lastYear: 2100,
} as const;

export const portfolioItemSchema = z.object({
  title: titleSchema,
  slug: slugSchema('acme-online-store'),
  client: requiredText(
    LIMITS.client,
    'Enter the client’s name.',
    `Keep the client’s name to ${String(LIMITS.client)} characters.`,
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
  gallery: z
    .array(imageSchema)
    .check(z.maxLength(LIMITS.gallery, `A gallery holds at most ${String(LIMITS.gallery)} images.`)),
  ...coverFeaturedSeoSchema,
});

export type PortfolioItemInput = z.input<typeof portfolioItemSchema>;
export type PortfolioItemValues = z.output<typeof portfolioItemSchema>;
export type PortfolioItemRow = Tables<'portfolio_items'>;
export type PortfolioItemContent = Omit<
  TablesInsert<'portfolio_items'>,
  'status' | 'published_at' | 'sort_order'
>;
export type GalleryImage = PortfolioItemInput['gallery'][number];

/** The gallery as the site reads it ([{path, alt}]), leaving out entries without a path. */
const galleryOf = (json: PortfolioItemRow['gallery'] | undefined): GalleryImage[] =>
  jsonRecords(json).flatMap((image) => {
    const path = asText(image.path);
    return path ? [{ path, alt: asText(image.alt) }] : [];
  });

const isCategory = (value: string): value is PortfolioCategory =>
  (PORTFOLIO_CATEGORIES as readonly string[]).includes(value);

/** A stored project as the form's values; null gives a new one's empty form. */
export function formValuesOf(row: PortfolioItemRow | null): PortfolioItemInput {
  return {
    title: row?.title ?? '',
    slug: row?.slug ?? '',
    client: row?.client ?? '',
    category: row && isCategory(row.category) ? row.category : 'Web Design',
    summary: row?.summary ?? '',
    body: row?.body ?? '',
    year: row?.year?.toString() ?? '',
    project_url: row?.project_url ?? '',
    tags: row?.tags ?? [],
    gallery: galleryOf(row?.gallery),
    ...(row ? coverFeaturedSeoOf(row) : EMPTY_COVER_FEATURED_SEO),
  };
}

/** The columns a save writes; an empty optional text is stored as null. */
export function contentOf({ cover, gallery, year, ...values }: PortfolioItemValues): PortfolioItemContent {
  return {
    ...values,
    ...coverFeaturedSeoColumns({ cover, ...values }),
    year: year === '' ? null : Number(year),
    project_url: orNull(values.project_url),
    gallery: gallery.map(({ path, alt }) => ({ path, alt })),
  };
}
