import * as z from 'zod/v4-mini';
import { characterCount } from '@lib/forms/fields';

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

const atMost = (max: number, message: string) =>
  z.refine<string>((value) => characterCount(value) <= max, message);

const text = (max: number, what: string) =>
  z
    .string()
    .check(z.trim(), atMost(max, `Keep ${what} to ${max.toLocaleString('en-US')} characters or fewer.`));

const requiredText = (max: number, what: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter ${what}.`),
      atMost(max, `Keep ${what} to ${max.toLocaleString('en-US')} characters or fewer.`),
    );

/** One of "what we believe" on the about page, as the site reads it: { title, description }. */
export const valueItemSchema = z.object({
  title: requiredText(ABOUT_LIMITS.valueTitle, 'a title'),
  description: requiredText(ABOUT_LIMITS.valueDescription, 'a description'),
});

/** One number in the about page's band, as the site reads it: { value, label }. */
export const statItemSchema = z.object({
  value: requiredText(ABOUT_LIMITS.statValue, 'the number'),
  label: requiredText(ABOUT_LIMITS.statLabel, 'a label'),
});

export const aboutSchema = z.object({
  headline: text(ABOUT_LIMITS.headline, 'the headline'),
  intro: text(ABOUT_LIMITS.intro, 'the introduction'),
  mission: text(ABOUT_LIMITS.mission, 'the mission'),
  vision: text(ABOUT_LIMITS.vision, 'the vision'),
  story: text(ABOUT_LIMITS.story, 'the story'),
  values: z
    .array(valueItemSchema)
    .check(z.maxLength(ABOUT_LIMITS.values, `Keep to ${ABOUT_LIMITS.values} values or fewer.`)),
  stats: z
    .array(statItemSchema)
    .check(z.maxLength(ABOUT_LIMITS.stats, `Keep to ${ABOUT_LIMITS.stats} numbers or fewer.`)),
  seo_title: text(ABOUT_LIMITS.seoTitle, 'the search title'),
  seo_description: text(ABOUT_LIMITS.seoDescription, 'the search description'),
});

export type AboutInput = z.input<typeof aboutSchema>;
export type AboutValues = z.output<typeof aboutSchema>;
export type ValueItem = z.output<typeof valueItemSchema>;
export type StatItem = z.output<typeof statItemSchema>;
