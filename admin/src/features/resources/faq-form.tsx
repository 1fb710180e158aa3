import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { EditorForm } from '@admin/components/forms/editor-form';
import { SuggestionField } from '@admin/components/forms/suggestion-field';
import { SwitchField } from '@admin/components/forms/switch-field';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { useSaveContent } from '@admin/lib/content-resource/item';
import type { FaqRow } from './api/list-faqs';
import { FAQ_ERRORS } from './error-messages';
import { describeSaveError } from '@admin/lib/errors';
import { type FaqForm as FaqFormValues, faqFormSchema, faqFormValues } from './faq-schema';

interface FaqFormProps {
  faq: FaqRow | null;
  /** Every FAQ, for the category suggestions and a new FAQ's place (last in its category). */
  faqs: readonly FaqRow[];
  onDone: () => void;
}

export function FaqForm({ faq, faqs, onDone }: FaqFormProps) {
  const save = useSaveContent('faqs');
  const categories = [...new Set(faqs.map((item) => item.category))];
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FaqFormValues>({
    resolver: zodResolver(faqFormSchema),
    defaultValues: faqFormValues(faq),
    mode: 'onTouched',
  });
  const submit = (values: FaqFormValues) => {
    const last = Math.max(
      0,
      ...faqs.filter((item) => item.category === values.category).map((item) => item.sort_order),
    );
    save.mutate(
      // A new FAQ goes last in its category; an edited one keeps its place.
      {
        id: faq?.id ?? null,
        content: faq ? values : { ...values, sort_order: last + 1 },
        intent: { kind: 'keep' },
      },
      {
        onSuccess: () => {
          toast({ title: faq ? 'FAQ saved' : 'FAQ added', description: values.question, variant: 'success' });
          onDone();
        },
        onError: (error) =>
          toast({ title: 'Not saved', description: describeSaveError(error, FAQ_ERRORS), variant: 'error' }),
      },
    );
  };
  return (
    <EditorForm onSubmit={handleSubmit(submit)} className="space-y-4">
      <TextField label="Question" error={errors.question?.message} {...register('question')} />
      <Field label="Answer" error={errors.answer?.message}>
        {(controlProps) => <Textarea rows={5} {...controlProps} {...register('answer')} />}
      </Field>
      <SuggestionField
        label="Category"
        hint="FAQs are grouped by category on the site."
        error={errors.category?.message}
        registration={register('category')}
        suggestions={categories}
      />
      <SwitchField
        control={control}
        name="is_published"
        label="Published"
        description="Shown on the site with the next publish."
      />
      <DialogFormActions onCancel={onDone} pending={save.isPending}>
        {faq ? 'Save FAQ' : 'Add FAQ'}
      </DialogFormActions>
    </EditorForm>
  );
}
