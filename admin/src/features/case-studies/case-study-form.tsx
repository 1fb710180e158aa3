import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CoverImageField } from '@admin/components/content/cover-image-field';
import { PublishPanel } from '@admin/components/content/publish-panel';
import { SeoFields } from '@admin/components/content/seo-fields';
import { UnsavedChangesGuard } from '@admin/components/content/unsaved-changes-guard';
import { useSaveShortcut } from '@admin/components/content/use-save-shortcut';
import { Button } from '@admin/components/ui/button';
import { Card } from '@admin/components/ui/card';
import { Switch } from '@admin/components/ui/switch';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError, isUniqueViolation } from '@admin/lib/errors';
import { INTENT_DONE, type PublicationIntent } from '@admin/lib/publication-intent';
import { useSaveCaseStudy } from './api/save-case-study';
import { DeleteCaseStudyDialog } from './delete-case-study-dialog';
import { CASE_STUDY_ERRORS } from './error-messages';
import { CASE_STUDIES_PATH, caseStudyPath } from './paths';
import { ResultsEditor } from './results-editor';
import {
  type CaseStudyInput,
  type CaseStudyRow,
  caseStudySchema,
  type CaseStudyValues,
  contentOf,
  EMPTY_CASE_STUDY,
  formValuesOf,
} from './schema';
import { StoryFields } from './story-fields';
import { TestimonialFields } from './testimonial-fields';

/** Adds (row null) or edits one case study; every button saves the whole form. */
export function CaseStudyForm({ row }: { row: CaseStudyRow | null }) {
  const navigate = useNavigate();
  const save = useSaveCaseStudy();
  const [running, setRunning] = useState<PublicationIntent['kind'] | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef, { disabled: running !== null });
  const [deleting, setDeleting] = useState(false);
  const leaving = useRef(false);
  const form = useForm<CaseStudyInput, unknown, CaseStudyValues>({
    resolver: zodResolver(caseStudySchema),
    defaultValues: row ? formValuesOf(row) : EMPTY_CASE_STUDY,
    mode: 'onTouched',
  });
  const submit = (intent: PublicationIntent) =>
    void form.handleSubmit(
      (values) => {
        setRunning(intent.kind);
        save.mutate(
          { id: row?.id ?? null, content: contentOf(values), intent },
          {
            onSuccess: (saved) => {
              toast({ title: INTENT_DONE[intent.kind], description: saved.title, variant: 'success' });
              form.reset(formValuesOf(saved));
              if (row) return;
              leaving.current = true;
              void navigate(caseStudyPath(saved.id), { replace: true });
            },
            onError: (error) => {
              if (isUniqueViolation(error, 'slug'))
                form.setError('slug', { message: CASE_STUDY_ERRORS.duplicate }, { shouldFocus: true });
              toast({
                title: 'Not saved',
                description: describeSaveError(error, CASE_STUDY_ERRORS),
                variant: 'error',
              });
            },
            onSettled: () => setRunning(null),
          },
        );
      },
      () => toast({ title: 'Not saved', description: 'Check the fields marked in red.', variant: 'error' }),
    )();
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        aria-label={row ? `Edit ${row.title}` : 'New case study'}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        onSubmit={(event) => {
          event.preventDefault();
          // A form inside a dialog (the media library) bubbles its submit here through the portal.
          if (event.target !== event.currentTarget) return;
          submit({ kind: row && row.status !== 'draft' ? 'keep' : 'draft' });
        }}
      >
        <div className="min-w-0 space-y-6">
          <Card>
            <StoryFields isNew={row === null} />
          </Card>
          <Card>
            <ResultsEditor />
          </Card>
          <Card>
            <TestimonialFields />
          </Card>
          <Card>
            <SeoFields />
          </Card>
        </div>
        <div className="space-y-6">
          <PublishPanel
            noun="case study"
            key={`${row?.status ?? 'new'}-${row?.published_at ?? ''}`}
            stored={row}
            pending={running}
            onAction={submit}
          />
          <Card className="space-y-5">
            <Controller
              control={form.control}
              name="featured"
              render={({ field }) => (
                <Switch
                  label="Featured"
                  description="Featured case studies come first on the site and the home page."
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <CoverImageField hint="Shown on the case study cards and at the top of its page." />
          </Card>
          {row && (
            <Button variant="secondary" className="w-full text-red-800" onClick={() => setDeleting(true)}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete case study
            </Button>
          )}
        </div>
      </form>
      <UnsavedChangesGuard dirty={form.formState.isDirty} leaving={leaving} />
      {row && (
        <DeleteCaseStudyDialog
          caseStudy={deleting ? row : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            leaving.current = true;
            void navigate(CASE_STUDIES_PATH, { replace: true });
          }}
        />
      )}
    </FormProvider>
  );
}
