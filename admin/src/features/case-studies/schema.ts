import * as z from 'zod/v4-mini';
import type { Tables, TablesInsert } from '@lib/database.types';
import {
  asText,
  coverFeaturedSeoColumns,
  coverFeaturedSeoOf,
  coverFeaturedSeoSchema,
  EMPTY_COVER_FEATURED_SEO,
  jsonRecords,
  optionalText as text,
  orNull,
  requiredText,
  slugSchema,
  titleSchema,
} from '@admin/lib/content-resource/schema-parts';

/** The database's limits (case_studies CHECKs); the form says so before the database has to. */
export const LIMITS = {
  client: 120,
  industry: 120,
  services: 10,
  service: 60,
  summary: 300,
  story: 20000,
  results: 8,
  quote: 600,
  person: 120,
} as const;

const resultSchema = z.object({
  value: requiredText(20, 'Enter the figure, like +64%.', 'Keep the figure to 20 characters.'),
  label: requiredText(100, 'Say what the figure measures.', 'Keep the label to 100 characters.'),
  description: text(300, 'Keep the description to 300 characters.'),
});

export const caseStudySchema = z.object({
  title: titleSchema,
  slug: slugSchema('acme-growth-story'),
  client: requiredText(
    LIMITS.client,
    'Enter the client’s name.',
    `Keep the client’s name to ${String(LIMITS.client)} characters.`,
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
  ...coverFeaturedSeoSchema,
});

export type CaseStudyInput = z.input<typeof caseStudySchema>;
export type CaseStudyValues = z.output<typeof caseStudySchema>;
export type CaseStudyRow = Tables<'case_studies'>;
export type CaseStudyContent = Omit<TablesInsert<'case_studies'>, 'status' | 'published_at' | 'sort_order'>;

/** The results as the site reads them ([{value, label, description?}]), tolerating odd rows. */
const resultsOf = (json: CaseStudyRow['results'] | undefined): CaseStudyInput['results'] =>
  jsonRecords(json).map((result) => ({
    value: asText(result.value),
    label: asText(result.label),
    description: asText(result.description),
  }));

/** A stored case study as the form's values; null gives a new one's empty form. */
export function formValuesOf(row: CaseStudyRow | null): CaseStudyInput {
  return {
    title: row?.title ?? '',
    slug: row?.slug ?? '',
    client: row?.client ?? '',
    industry: row?.industry ?? '',
    services: row?.services ?? [],
    summary: row?.summary ?? '',
    challenge: row?.challenge ?? '',
    solution: row?.solution ?? '',
    results: resultsOf(row?.results),
    testimonial_quote: row?.testimonial_quote ?? '',
    testimonial_author: row?.testimonial_author ?? '',
    testimonial_role: row?.testimonial_role ?? '',
    ...(row ? coverFeaturedSeoOf(row) : EMPTY_COVER_FEATURED_SEO),
  };
}

/** The columns a save writes; an empty optional text is stored as null, an empty description left out. */
export function contentOf({ cover, results, ...values }: CaseStudyValues): CaseStudyContent {
  return {
    ...values,
    ...coverFeaturedSeoColumns({ cover, ...values }),
    industry: orNull(values.industry),
    results: results.map(({ value, label, description }) =>
      description ? { value, label, description } : { value, label },
    ),
    testimonial_quote: orNull(values.testimonial_quote),
    testimonial_author: orNull(values.testimonial_author),
    testimonial_role: orNull(values.testimonial_role),
  };
}
