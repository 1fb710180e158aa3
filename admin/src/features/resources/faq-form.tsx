import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSaveShortcut } from '@admin/components/content/use-save-shortcut';
import { Button } from '@admin/components/ui/button';
import { Field, Input, Textarea, TextField } from '@admin/components/ui/field';
import { Switch } from '@admin/components/ui/switch';
import { toast } from '@admin/components/ui/toast-store';
import type { FaqRow } from './api/list-faqs';
import { useSaveFaq } from './api/save-faq';
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
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef);
  const save = useSaveFaq();
  const categoryListId = useId();
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
      { id: faq?.id ?? null, values, sortOrder: last + 1 },
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
    <form
      ref={formRef}
      noValidate
      className="space-y-4"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <TextField label="Question" error={errors.question?.message} {...register('question')} />
      <Field label="Answer" error={errors.answer?.message}>
        {(controlProps) => <Textarea rows={5} {...controlProps} {...register('answer')} />}
      </Field>
      <Field
        label="Category"
        hint="FAQs are grouped by category on the site."
        error={errors.category?.message}
      >
        {(controlProps) => (
          <Input list={categoryListId} autoComplete="off" {...controlProps} {...register('category')} />
        )}
      </Field>
      <datalist id={categoryListId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <Controller
        control={control}
        name="is_published"
        render={({ field }) => (
          <Switch
            label="Published"
            description="Shown on the site with the next publish."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <div className="flex justify-end gap-3 border-t border-ink-100 pt-4">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" pending={save.isPending}>
          {faq ? 'Save FAQ' : 'Add FAQ'}
        </Button>
      </div>
    </form>
  );
}
