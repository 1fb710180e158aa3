import { useFormContext } from 'react-hook-form';
import * as z from 'zod/v4-mini';
import type { Tables } from '@lib/database.types';
import { ContentDialogList } from '@admin/components/content-resource/content-dialog-list';
import { SuggestionField } from '@admin/components/forms/suggestion-field';
import { SwitchField } from '@admin/components/forms/switch-field';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import { defineDialogResource } from '@admin/lib/content-resource/dialog-resource';
import { boundedText, categorySchema } from '@admin/lib/content-resource/schema-parts';

type Faq = Pick<Tables<'faqs'>, 'id' | 'question' | 'answer' | 'category' | 'sort_order' | 'is_published'>;

/** The FAQ form: limits as the database's CHECKs on public.faqs. */
const faqSchema = z.object({
  question: boundedText(
    5,
    200,
    'Write a question of at least 5 characters.',
    'Keep the question to 200 characters or fewer.',
  ),
  answer: boundedText(2, 2000, 'Write the answer.', 'Keep the answer to 2,000 characters or fewer.'),
  category: categorySchema,
  is_published: z.boolean(),
});

type FaqValues = z.infer<typeof faqSchema>;

function FaqFields({ rows }: { rows: readonly Faq[] }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<FaqValues>();
  return (
    <>
      <TextField label="Question" error={errors.question?.message} {...register('question')} />
      <Field label="Answer" error={errors.answer?.message}>
        {(controlProps) => <Textarea rows={5} {...controlProps} {...register('answer')} />}
      </Field>
      <SuggestionField
        label="Category"
        hint="FAQs are grouped by category on the site."
        error={errors.category?.message}
        registration={register('category')}
        suggestions={[...new Set(rows.map((faq) => faq.category))]}
      />
      <SwitchField
        control={control}
        name="is_published"
        label="Published"
        description="Shown on the site with the next publish."
      />
    </>
  );
}

const faqs = defineDialogResource<Faq, FaqValues, FaqValues>({
  table: 'faqs',
  names: { one: 'FAQ', many: 'FAQs' },
  list: {
    title: 'FAQs',
    description:
      'Questions and answers by category. Drag a handle, or focus it and use Space and the arrow keys, to change the order within a category.',
    select: 'id, question, answer, category, sort_order, is_published',
    groupBy: 'category',
    thenBy: 'created_at',
    name: (faq) => faq.question,
    label: (faq) => `FAQ: ${faq.question}`,
    publishedLabel: (faq) => `Published: ${faq.question}`,
    rowTestId: () => 'faq-item',
    Summary: ({ row }) => (
      <>
        <p className="font-medium text-ink-950">{row.question}</p>
        <p className="line-clamp-2 text-sm text-ink-700">{row.answer}</p>
      </>
    ),
  },
  editor: {
    schema: faqSchema,
    empty: { question: '', answer: '', category: '', is_published: true },
    toForm: ({ question, answer, category, is_published }) => ({ question, answer, category, is_published }),
    toContent: (values) => values,
    Fields: FaqFields,
  },
});

/** The FAQs by category: add, edit, publish, reorder within a category, delete. */
export const FaqSection = () => <ContentDialogList resource={faqs} />;
