import * as z from 'zod/v4-mini';
import { countedRequiredText, countedText } from '@admin/lib/content-resource/schema-parts';

/** The database's limits on about_content (supabase/migrations/*_content.sql) and on each list row. */
export const ABOUT_LIMITS = {
  headline: 120,
  intro: 500,
  mission: 500,
  vision: 500,
  story: 20_000,
  values: 12,
  stats: 8,
  valueTitle: 80,
  valueDescription: 400,
  statValue: 20,
  statLabel: 80,
  seoTitle: 70,
  seoDescription: 170,
} as const;

/** One of "what we believe" on the about page, as the site reads it: { title, description }. */
const valueItemSchema = z.object({
  title: countedRequiredText(ABOUT_LIMITS.valueTitle, 'a title'),
  description: countedRequiredText(ABOUT_LIMITS.valueDescription, 'a description'),
});

/** One number in the about page's band, as the site reads it: { value, label }. */
const statItemSchema = z.object({
  value: countedRequiredText(ABOUT_LIMITS.statValue, 'the number'),
  label: countedRequiredText(ABOUT_LIMITS.statLabel, 'a label'),
});

export const aboutSchema = z.object({
  headline: countedText(ABOUT_LIMITS.headline, 'the headline'),
  intro: countedText(ABOUT_LIMITS.intro, 'the introduction'),
  mission: countedText(ABOUT_LIMITS.mission, 'the mission'),
  vision: countedText(ABOUT_LIMITS.vision, 'the vision'),
  story: countedText(ABOUT_LIMITS.story, 'the story'),
  values: z
    .array(valueItemSchema)
    .check(z.maxLength(ABOUT_LIMITS.values, `Keep to ${ABOUT_LIMITS.values} values or fewer.`)),
  stats: z
    .array(statItemSchema)
    .check(z.maxLength(ABOUT_LIMITS.stats, `Keep to ${ABOUT_LIMITS.stats} numbers or fewer.`)),
  seo_title: countedText(ABOUT_LIMITS.seoTitle, 'the search title'),
  seo_description: countedText(ABOUT_LIMITS.seoDescription, 'the search description'),
});

export type AboutInput = z.input<typeof aboutSchema>;
export type AboutValues = z.output<typeof aboutSchema>;
