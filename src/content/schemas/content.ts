import { z } from 'astro/zod';

/** One measurable result of a case study. */
export const resultSchema = z.object({
  value: z.string(),
  label: z.string(),
  description: z.string().optional(),
});

/** The public columns of case_studies (row-level security gives the anon key published rows only). */
export const caseStudySchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  client: z.string(),
  industry: z.string().nullable(),
  services: z.array(z.string()),
  summary: z.string(),
  challenge: z.string(),
  solution: z.string(),
  results: z.array(resultSchema),
  testimonial_quote: z.string().nullable(),
  testimonial_author: z.string().nullable(),
  testimonial_role: z.string().nullable(),
  cover_path: z.string().nullable(),
  cover_alt: z.string().nullable(),
  featured: z.boolean(),
  sort_order: z.number().int(),
  published_at: z.coerce.date(),
  updated_at: z.coerce.date(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;
