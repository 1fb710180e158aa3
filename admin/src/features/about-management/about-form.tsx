import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CountedField } from '@admin/components/content/counted-field';
import { SeoLengthHint } from '@admin/components/content/seo-length-hint';
import { UnsavedChangesGuard } from '@admin/components/content/unsaved-changes-guard';
import { useSaveShortcut } from '@admin/components/content/use-save-shortcut';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { Field, Input, Textarea } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { ABOUT_LIMITS, type AboutInput, aboutSchema, type AboutValues } from './about-schema';
import { type AboutRow, aboutFormValues, useSaveAboutContent } from './api/about-content';
import { ABOUT_ERRORS } from './error-messages';
import { StatsEditor, ValuesEditor } from './values-editor';

/** The about page's text, values, numbers and search appearance, saved together with the Save button. */
export function AboutForm({ about }: { about: AboutRow }) {
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef);
  const save = useSaveAboutContent();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<AboutInput, unknown, AboutValues>({
    resolver: zodResolver(aboutSchema),
    defaultValues: aboutFormValues(about),
  });
  const text = useWatch({ control });
  const submit = (values: AboutValues) =>
    save.mutate(values, {
      onSuccess: (row) => {
        reset(aboutFormValues(row));
        toast({
          title: 'About page saved',
          description: 'The changes show on the site with the next publish.',
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({ title: 'Not saved', description: describeSaveError(error, ABOUT_ERRORS), variant: 'error' }),
    });
  const counted = (name: 'headline' | 'intro' | 'mission' | 'vision' | 'story') => ({
    max: ABOUT_LIMITS[name],
    value: text[name] ?? '',
    error: errors[name]?.message,
    registration: register(name),
  });
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-6"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <UnsavedChangesGuard dirty={isDirty && !save.isPending} />
      <Card aria-labelledby="about-content-title">
        <CardHeader id="about-content-title" title="Page text" />
        <div className="space-y-4">
          <CountedField label="Headline" hint="The page’s main heading." {...counted('headline')} />
          <CountedField label="Introduction" rows={3} {...counted('intro')} />
          <div className="grid gap-4 lg:grid-cols-2">
            <CountedField label="Mission" rows={4} {...counted('mission')} />
            <CountedField label="Vision" rows={4} {...counted('vision')} />
          </div>
          <CountedField
            label="Our story"
            rows={14}
            hint="Markdown: ## for a heading, **bold**, [link](https://…), a blank line between paragraphs."
            {...counted('story')}
          />
        </div>
      </Card>
      <Card>
        <ValuesEditor control={control} register={register} errors={errors} />
      </Card>
      <Card>
        <StatsEditor control={control} register={register} errors={errors} />
      </Card>
      <Card aria-labelledby="about-seo-title">
        <CardHeader id="about-seo-title" title="Search appearance" />
        <div className="space-y-4">
          <Field
            label="Search title"
            hint={<SeoLengthHint field="title" value={text.seo_title ?? ''} />}
            error={errors.seo_title?.message}
          >
            {(field) => <Input {...register('seo_title')} {...field} />}
          </Field>
          <Field
            label="Search description"
            hint={<SeoLengthHint field="description" value={text.seo_description ?? ''} />}
            error={errors.seo_description?.message}
          >
            {(field) => <Textarea rows={3} {...register('seo_description')} {...field} />}
          </Field>
        </div>
      </Card>
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 rounded-xl border border-ink-200 bg-white/95 p-3 shadow-card">
        <span aria-live="polite" className="mr-auto">
          {isDirty ? (
            <Badge tone="warning">Unsaved changes</Badge>
          ) : (
            <Badge tone="success">All changes saved</Badge>
          )}
        </span>
        <Button variant="secondary" disabled={!isDirty || save.isPending} onClick={() => reset()}>
          Discard changes
        </Button>
        <Button type="submit" pending={save.isPending} disabled={!isDirty}>
          Save about page
        </Button>
      </div>
    </form>
  );
}
