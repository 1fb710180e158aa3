import * as z from 'zod/v4-mini';
import type { FaqRow } from './api/list-faqs';

/** The FAQ form: limits as the database's CHECKs on public.faqs. */
export const faqFormSchema = z.object({
  question: z
    .string()
    .check(
      z.trim(),
      z.minLength(5, 'Write a question of at least 5 characters.'),
      z.maxLength(200, 'Keep the question to 200 characters or fewer.'),
    ),
  answer: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'Write the answer.'),
      z.maxLength(2000, 'Keep the answer to 2,000 characters or fewer.'),
    ),
  category: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Choose or type a category.'),
      z.maxLength(60, 'Keep the category to 60 characters or fewer.'),
    ),
  is_published: z.boolean(),
});

export type FaqForm = z.infer<typeof faqFormSchema>;

export const faqFormValues = (faq: FaqRow | null, category = ''): FaqForm => ({
  question: faq?.question ?? '',
  answer: faq?.answer ?? '',
  category: faq?.category ?? category,
  is_published: faq?.is_published ?? true,
});
