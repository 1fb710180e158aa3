import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider } from 'react-hook-form';
import { FormCountedText } from '@admin/components/content-resource/form-fields';
import { UnsavedChangesGuard } from '@admin/components/forms/unsaved-changes-guard';
import { EditorForm } from '@admin/components/forms/editor-form';
import { SeoFields } from '@admin/components/forms/seo-fields';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { Card } from '@admin/components/ui/card';
import { SectionCard } from '@admin/components/ui/section-card';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { ABOUT_LIMITS, type AboutInput, aboutSchema, type AboutValues } from './about-schema';
import { type AboutRow, aboutFormValues, useSaveAboutContent } from './api/about-content';
import { AboutListEditor } from './about-list-editor';

/** The about page's text, values, numbers and search appearance, saved together with the Save button. */
export function AboutForm({ about }: { about: AboutRow }) {
  const save = useSaveAboutContent();
  const { form, onSubmit, saving } = useSavingForm<AboutInput, AboutValues, AboutRow>({
    resolver: zodResolver(aboutSchema),
    defaultValues: aboutFormValues(about),
    save: save.mutateAsync,
    resetTo: aboutFormValues,
    onSaved: () =>
      toast({
        title: 'About page saved',
        description: 'The changes show on the site with the next publish.',
        variant: 'success',
      }),
    describeError: (error) =>
      describeSaveError(error, {
        forbidden: 'You do not have permission to change the about page.',
        noRowMeansForbidden: true,
      }),
  });
  const {
    reset,
    formState: { isDirty },
  } = form;
  return (
    <FormProvider {...form}>
      <EditorForm onSubmit={onSubmit} className="space-y-6">
        <UnsavedChangesGuard dirty={isDirty && !saving} />
        <SectionCard title="Page text">
          <div className="space-y-4">
            <FormCountedText
              name="headline"
              label="Headline"
              hint="The page’s main heading."
              max={ABOUT_LIMITS.headline}
            />
            <FormCountedText name="intro" label="Introduction" rows={3} max={ABOUT_LIMITS.intro} />
            <div className="grid gap-4 lg:grid-cols-2">
              <FormCountedText name="mission" label="Mission" rows={4} max={ABOUT_LIMITS.mission} />
              <FormCountedText name="vision" label="Vision" rows={4} max={ABOUT_LIMITS.vision} />
            </div>
            <FormCountedText
              name="story"
              label="Our story"
              rows={14}
              hint="Markdown: ## for a heading, **bold**, [link](https://…), a blank line between paragraphs."
              max={ABOUT_LIMITS.story}
            />
          </div>
        </SectionCard>
        <Card>
          <AboutListEditor name="values" />
        </Card>
        <Card>
          <AboutListEditor name="stats" />
        </Card>
        <Card>
          <SeoFields
            legend="Search appearance"
            titleLabel="Search title"
            descriptionLabel="Search description"
          />
        </Card>
        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 rounded-xl border border-ink-200 bg-white/95 p-3 shadow-card">
          <span aria-live="polite" className="mr-auto">
            {isDirty ? (
              <Badge tone="warning">Unsaved changes</Badge>
            ) : (
              <Badge tone="success">All changes saved</Badge>
            )}
          </span>
          <Button variant="secondary" disabled={!isDirty || saving} onClick={() => reset()}>
            Discard changes
          </Button>
          <Button type="submit" pending={saving} disabled={!isDirty}>
            Save about page
          </Button>
        </div>
      </EditorForm>
    </FormProvider>
  );
}
