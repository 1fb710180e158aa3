import { z } from 'astro/zod';

/** Every page's copy ends with what its <title> and meta description say. */
const seo = { seo_title: z.string().min(10).max(70), seo_description: z.string().min(50).max(170) };
const titled = z.object({ title: z.string(), description: z.string() });
const step = z.object({ step: z.string(), description: z.string() });

export const homeSchema = z.object({
  hero: z.object({
    eyebrow: z.string(),
    title: z.string(),
    subtitle: z.string(),
    primary_cta: z.string(),
    secondary_cta_label: z.string(),
  }),
  proof: z.array(z.object({ value: z.string(), label: z.string() })).min(2),
  services_intro: z.object({ title: z.string(), text: z.string() }),
  process: z.array(step).min(3),
  testimonials: z
    .array(z.object({ quote: z.string(), author: z.string(), role: z.string(), company: z.string() }))
    .min(1),
  cta: z.object({ title: z.string(), text: z.string() }),
  ...seo,
});

export const pageCopyEntry = z.object({
  title: z.string(),
  eyebrow: z.string(),
  intro: z.string(),
  response_time: z.string().optional(),
  what_to_expect: z.array(titled).optional(),
  ...seo,
});

/** pages.md: one entry per page key (about, contact, …, not-found, sitemap). */
export const pageCopySchema = z.record(z.string(), pageCopyEntry);

export const GROUP_SLUGS = ['digital-marketing', 'performance-marketing', 'ai-marketing'] as const;
const groupSlug = z.enum(GROUP_SLUGS);

export const serviceOverviewSchema = z.object({
  title: z.string(),
  eyebrow: z.string(),
  intro: z.string(),
  ...seo,
});

export const serviceGroupSchema = z.object({
  group: groupSlug,
  title: z.string(),
  eyebrow: z.string(),
  summary: z.string(),
  intro: z.string(),
  outcomes: z.array(titled).min(1),
  ...seo,
});

export const servicePageSchema = z.object({
  group: groupSlug,
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string(),
  eyebrow: z.string(),
  summary: z.string(),
  intro: z.string(),
  who_for: z.array(z.string()).min(1),
  process: z.array(step).min(3),
  deliverables: z.array(z.string()).min(3),
  timeline: z.string(),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })).min(1),
  /** Other service pages as "group/slug". */
  related: z.array(z.string().regex(/^[a-z-]+\/[a-z0-9-]+$/)),
  ...seo,
});

export const legalSchema = z.object({ title: z.string(), updated_at: z.coerce.date(), ...seo });
