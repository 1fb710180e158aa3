import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveShortcut } from '@admin/components/forms/use-save-shortcut';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError, isUniqueViolation } from '@admin/lib/errors';
import { slugify } from '@lib/slug';
import { type Job, type JobValues, useSaveJob } from './api/job';
import { JOB_ERRORS } from './error-messages';
import { JobPlacementFields, JobTextFields, SalaryFields } from './job-fields';
import { EMPLOYMENT_TYPES, REMOTE_POLICIES, SALARY_PERIODS } from './job-labels';
import { EMPTY_JOB, type JobForm as JobFormValues, type JobInput, JOB_LIMITS, jobSchema } from './job-schema';
import { PublicationFields } from './publication-fields';
import { StringListField } from './string-list-field';

const inputOf = (job: Job | null): JobInput =>
  job
    ? {
        title: job.title,
        slug: job.slug,
        department: job.department,
        location: job.location,
        ...knownChoices(job),
        salary_min: job.salary_min?.toString() ?? '',
        salary_max: job.salary_max?.toString() ?? '',
        salary_currency: job.salary_currency,
        summary: job.summary,
        description: job.description,
        requirements: job.requirements.map((text) => ({ text })),
        benefits: job.benefits.map((text) => ({ text })),
        status: job.status,
        valid_through: job.valid_through ?? '',
      }
    : EMPTY_JOB;

/** The stored choices; the database allows no others, so the defaults only stand in for the impossible. */
const knownChoices = (job: Job): Pick<JobInput, 'employment_type' | 'remote_policy' | 'salary_period'> => ({
  employment_type: EMPLOYMENT_TYPES.find((type) => type === job.employment_type) ?? 'full_time',
  remote_policy: REMOTE_POLICIES.find((policy) => policy === job.remote_policy) ?? 'hybrid',
  salary_period: SALARY_PERIODS.find((period) => period === job.salary_period) ?? 'year',
});

const amountOf = (value: string): number | null => (value === '' ? null : Number(value));

const rowOf = (form: JobFormValues): JobValues => ({
  ...form,
  salary_min: amountOf(form.salary_min),
  salary_max: amountOf(form.salary_max),
  requirements: form.requirements.map((item) => item.text),
  benefits: form.benefits.map((item) => item.text),
  valid_through: form.valid_through || null,
});

interface JobFormProps {
  job: Job | null;
  /** After a save: the job's id (new for a job just added). */
  onSaved: (id: string) => void;
  onDelete?: () => void;
}

/** Adds or edits a job; the slug follows the title until it is edited by hand. */
export function JobForm({ job, onSaved, onDelete }: JobFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef);
  const save = useSaveJob();
  const form = useForm<JobInput, unknown, JobFormValues>({
    resolver: zodResolver(jobSchema),
    defaultValues: inputOf(job),
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    getFieldState,
    reset,
    formState: { errors, isDirty },
  } = form;
  const fields = { control: form.control, register, errors };
  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (job === null && !getFieldState('slug').isDirty)
        setValue('slug', slugify(event.target.value, JOB_LIMITS.slug));
    },
  });
  const submit = (values: JobFormValues) =>
    save.mutate(
      { id: job?.id ?? null, values: rowOf(values) },
      {
        onSuccess: (id) => {
          reset(values);
          toast({
            title: job ? 'Job saved' : 'Job added',
            description: 'Changes show on the careers page with the next publish.',
            variant: 'success',
          });
          onSaved(id);
        },
        onError: (error) => {
          if (isUniqueViolation(error)) setError('slug', { message: JOB_ERRORS.duplicate });
          toast({ title: 'Not saved', description: describeSaveError(error, JOB_ERRORS), variant: 'error' });
        },
      },
    );
  return (
    <form
      ref={formRef}
      noValidate
      className="grid gap-6 lg:grid-cols-[1fr_20rem]"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <div className="min-w-0 space-y-6">
        <Card aria-labelledby="job-basics-title">
          <CardHeader id="job-basics-title" title="The position" />
          <div className="space-y-4">
            <TextField label="Title" error={errors.title?.message} {...titleField} />
            <TextField
              label="Slug"
              hint="The job’s address on the site: /careers/<slug>."
              error={errors.slug?.message}
              {...register('slug')}
            />
            <JobPlacementFields {...fields} />
            <SalaryFields {...fields} />
          </div>
        </Card>
        <Card aria-labelledby="job-text-title">
          <CardHeader id="job-text-title" title="About the role" />
          <JobTextFields {...fields} />
        </Card>
        <Card aria-labelledby="job-lists-title">
          <CardHeader id="job-lists-title" title="Requirements and benefits" />
          <div className="space-y-6">
            <StringListField name="requirements" legend="Requirements" noun="requirement" {...fields} />
            <StringListField name="benefits" legend="Benefits" noun="benefit" {...fields} />
          </div>
        </Card>
      </div>
      <div className="space-y-6">
        <Card aria-labelledby="job-publication-title" className="lg:sticky lg:top-4">
          <CardHeader id="job-publication-title" title="Publication" />
          <PublicationFields {...fields} publishedAt={job?.published_at ?? null} />
          <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-ink-100 pt-4">
            <span aria-live="polite" className="mr-auto">
              {isDirty ? (
                <Badge tone="warning">Unsaved changes</Badge>
              ) : (
                job && <Badge tone="success">Saved</Badge>
              )}
            </span>
            {onDelete && (
              <Button variant="secondary" onClick={onDelete}>
                Delete
              </Button>
            )}
            <Button type="submit" pending={save.isPending}>
              {job ? 'Save job' : 'Add job'}
            </Button>
          </div>
        </Card>
      </div>
    </form>
  );
}
