import * as z from 'zod/v4-mini';
import type { Tables, TablesInsert } from '@lib/database.types';
import { SLUG_PATTERN } from '@lib/slug';

/** The database's limits (case_studies CHECKs); the form says so before the database has to. */
export const LIMITS = {
  title: 160,
  slug: 120,
  client: 120,
  industry: 120,
  services: 10,
  service: 60,
  summary: 300,
  story: 20000,
  results: 8,
  quote: 600,
  person: 120,
  alt: 200,
  seoTitle: 70,
  seoDescription: 170,
} as const;

const text = (max: number, message: string) => z.string().check(z.trim(), z.maxLength(max, message));

const resultSchema = z.object({
  value: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the figure, like +64%.'),
      z.maxLength(20, 'Keep the figure to 20 characters.'),
    ),
  label: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Say what the figure measures.'),
      z.maxLength(100, 'Keep the label to 100 characters.'),
    ),
  description: text(300, 'Keep the description to 300 characters.'),
});

const coverSchema = z.nullable(
  z.object({
    path: z.string(),
    alt: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Describe the image for people who cannot see it.'),
        z.maxLength(LIMITS.alt, `Keep the alt text to ${LIMITS.alt} characters.`),
      ),
  }),
);

export const caseStudySchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a title.'),
      z.minLength(3, 'Use at least 3 characters for the title.'),
      z.maxLength(LIMITS.title, `Keep the title to ${LIMITS.title} characters.`),
    ),
  slug: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the address (slug).'),
      z.maxLength(LIMITS.slug, `Keep the slug to ${LIMITS.slug} characters.`),
      z.regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens, like acme-growth-story.'),
    ),
  client: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the client’s name.'),
      z.maxLength(LIMITS.client, `Keep the client’s name to ${LIMITS.client} characters.`),
    ),
  industry: text(LIMITS.industry, `Keep the industry to ${LIMITS.industry} characters.`),
  services: z
    .array(z.string())
    .check(z.maxLength(LIMITS.services, `List at most ${LIMITS.services} services.`)),
  summary: text(LIMITS.summary, `Keep the summary to ${LIMITS.summary} characters.`),
  challenge: text(LIMITS.story, `Keep the challenge to ${LIMITS.story} characters.`),
  solution: text(LIMITS.story, `Keep the solution to ${LIMITS.story} characters.`),
  results: z
    .array(resultSchema)
    .check(z.maxLength(LIMITS.results, `Show at most ${LIMITS.results} results.`)),
  testimonial_quote: text(LIMITS.quote, `Keep the quote to ${LIMITS.quote} characters.`),
  testimonial_author: text(LIMITS.person, `Keep the name to ${LIMITS.person} characters.`),
  testimonial_role: text(LIMITS.person, `Keep the role to ${LIMITS.person} characters.`),
  cover: coverSchema,
  featured: z.boolean(),
  seo_title: text(LIMITS.seoTitle, `Keep the SEO title to ${LIMITS.seoTitle} characters.`),
  seo_description: text(
    LIMITS.seoDescription,
    `Keep the SEO description to ${LIMITS.seoDescription} characters.`,
  ),
});

export type CaseStudyInput = z.input<typeof caseStudySchema>;
export type CaseStudyValues = z.output<typeof caseStudySchema>;
export type CaseStudyRow = Tables<'case_studies'>;
export type CaseStudyContent = Omit<TablesInsert<'case_studies'>, 'status' | 'published_at' | 'sort_order'>;

export const EMPTY_CASE_STUDY: CaseStudyInput = {
  title: '',
  slug: '',
  client: '',
  industry: '',
  services: [],
  summary: '',
  challenge: '',
  solution: '',
  results: [],
  testimonial_quote: '',
  testimonial_author: '',
  testimonial_role: '',
  cover: null,
  featured: false,
  seo_title: '',
  seo_description: '',
};

interface StoredResult {
  value?: unknown;
  label?: unknown;
  description?: unknown;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The results as the site reads them ([{value, label, description?}]), tolerating odd rows. */
function resultsOf(json: CaseStudyRow['results']): CaseStudyInput['results'] {
  if (!Array.isArray(json)) return [];
  return json.map((item) => {
    const result = (typeof item === 'object' && item !== null ? item : {}) as StoredResult;
    return {
      value: asText(result.value),
      label: asText(result.label),
      description: asText(result.description),
    };
  });
}

export function formValuesOf(row: CaseStudyRow): CaseStudyInput {
  return {
    title: row.title,
    slug: row.slug,
    client: row.client,
    industry: row.industry ?? '',
    services: row.services,
    summary: row.summary,
    challenge: row.challenge,
    solution: row.solution,
    results: resultsOf(row.results),
    testimonial_quote: row.testimonial_quote ?? '',
    testimonial_author: row.testimonial_author ?? '',
    testimonial_role: row.testimonial_role ?? '',
    cover: row.cover_path ? { path: row.cover_path, alt: row.cover_alt ?? '' } : null,
    featured: row.featured,
    seo_title: row.seo_title ?? '',
    seo_description: row.seo_description ?? '',
  };
}

const orNull = (value: string): string | null => (value === '' ? null : value);

/** The columns a save writes; an empty optional text is stored as null, an empty description left out. */
export function contentOf(values: CaseStudyValues): CaseStudyContent {
  return {
    title: values.title,
    slug: values.slug,
    client: values.client,
    industry: orNull(values.industry),
    services: values.services,
    summary: values.summary,
    challenge: values.challenge,
    solution: values.solution,
    results: values.results.map(({ value, label, description }) =>
      description ? { value, label, description } : { value, label },
    ),
    testimonial_quote: orNull(values.testimonial_quote),
    testimonial_author: orNull(values.testimonial_author),
    testimonial_role: orNull(values.testimonial_role),
    cover_path: values.cover?.path ?? null,
    cover_alt: values.cover?.alt ?? null,
    featured: values.featured,
    seo_title: orNull(values.seo_title),
    seo_description: orNull(values.seo_description),
  };
}
