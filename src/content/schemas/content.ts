import { z } from 'astro/zod';

/**
 * The public columns of the content tables, as the anon key reads them at build (row-level
 * security returns published rows only). Markdown columns arrive rendered and sanitised as
 * `<column>_html` (see the loader).
 */
const published = { published_at: z.coerce.date(), updated_at: z.coerce.date() };
const seo = { seo_title: z.string().nullable(), seo_description: z.string().nullable() };
const cover = { cover_path: z.string().nullable(), cover_alt: z.string().nullable() };
const headings = z.array(z.object({ depth: z.number(), slug: z.string(), text: z.string() }));

export const teamMemberSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  role: z.string(),
  bio: z.string(),
  photo_path: z.string().nullable(),
  photo_alt: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  sort_order: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const blogPostSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  ...cover,
  og_image_path: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  author: teamMemberSchema
    .pick({ slug: true, name: true, role: true, photo_path: true, photo_alt: true, linkedin_url: true })
    .nullable(),
  word_count: z.number().int(),
  headings,
  ...published,
  ...seo,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** One measurable result of a case study. */
export const resultSchema = z.object({
  value: z.string(),
  label: z.string(),
  description: z.string().optional(),
});

export const caseStudySchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  client: z.string(),
  industry: z.string().nullable(),
  services: z.array(z.string()),
  summary: z.string(),
  challenge_html: z.string(),
  solution_html: z.string(),
  results: z.array(resultSchema),
  testimonial_quote: z.string().nullable(),
  testimonial_author: z.string().nullable(),
  testimonial_role: z.string().nullable(),
  ...cover,
  featured: z.boolean(),
  sort_order: z.number().int(),
  ...published,
  ...seo,
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

export const portfolioItemSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  client: z.string(),
  category: z.string(),
  summary: z.string(),
  year: z.number().int().nullable(),
  project_url: z.string().nullable(),
  tags: z.array(z.string()),
  ...cover,
  gallery: z.array(z.object({ path: z.string(), alt: z.string() })).catch([]),
  featured: z.boolean(),
  sort_order: z.number().int(),
  ...published,
  ...seo,
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const videoSchema = z.object({
  id: z.string().uuid(),
  youtube_id: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  duration_seconds: z.number().int().nullable(),
  upload_date: z.coerce.date().nullable(),
  featured: z.boolean(),
  sort_order: z.number().int(),
  ...published,
});
export type Video = z.infer<typeof videoSchema>;

export const resourceSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(['guide', 'template', 'checklist', 'ebook', 'report']),
  category: z.string(),
  file_path: z.string().nullable(),
  external_url: z.string().nullable(),
  file_type: z.enum(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'rar']),
  file_size_bytes: z.number().int().nullable(),
  download_count: z.number().int(),
  sort_order: z.number().int(),
  ...published,
});
export type Resource = z.infer<typeof resourceSchema>;

export const faqSchema = z.object({
  id: z.string().uuid(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  sort_order: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;

export const jobSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  employment_type: z.enum(['full_time', 'part_time', 'contract', 'internship']),
  remote_policy: z.enum(['remote', 'hybrid', 'on_site']),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.string(),
  salary_period: z.enum(['year', 'month', 'hour']),
  summary: z.string(),
  description_html: z.string(),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  valid_through: z.coerce.date().nullable(),
  ...published,
});
export type Job = z.infer<typeof jobSchema>;

export const aboutContentSchema = z.object({
  headline: z.string(),
  intro: z.string(),
  mission: z.string(),
  vision: z.string(),
  story_html: z.string(),
  values: z.array(z.object({ title: z.string(), description: z.string() })).catch([]),
  stats: z.array(z.object({ value: z.string(), label: z.string() })).catch([]),
  ...seo,
});
export type AboutContent = z.infer<typeof aboutContentSchema>;
