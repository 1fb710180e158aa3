import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { CountedField } from '@admin/components/content/counted-field';
import { TextField } from '@admin/components/ui/field';
import { EMPLOYMENT_LABELS, PERIOD_LABELS, REMOTE_LABELS } from './job-labels';
import { JOB_LIMITS, type JobInput } from './job-schema';
import { optionsOf, SelectField } from './select-field';

export interface JobFieldsProps {
  control: Control<JobInput>;
  register: UseFormRegister<JobInput>;
  errors: FieldErrors<JobInput>;
}

/** Where and how the job is done: department, location, type, remote policy. */
export function JobPlacementFields({ register, errors }: JobFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Department"
        placeholder="Paid Media"
        error={errors.department?.message}
        {...register('department')}
      />
      <TextField
        label="Location"
        placeholder="Austin, TX"
        error={errors.location?.message}
        {...register('location')}
      />
      <SelectField
        label="Employment type"
        options={optionsOf(EMPLOYMENT_LABELS)}
        error={errors.employment_type?.message}
        registration={register('employment_type')}
      />
      <SelectField
        label="Remote policy"
        options={optionsOf(REMOTE_LABELS)}
        error={errors.remote_policy?.message}
        registration={register('remote_policy')}
      />
    </div>
  );
}

/** The salary range: both ends optional, the maximum at least the minimum. */
export function SalaryFields({ register, errors }: JobFieldsProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink-950">Salary range</legend>
      <p className="text-sm text-ink-700">Leave both amounts empty to show no salary.</p>
      <div className="grid gap-4 sm:grid-cols-4">
        <TextField
          label="Minimum"
          inputMode="numeric"
          error={errors.salary_min?.message}
          {...register('salary_min')}
        />
        <TextField
          label="Maximum"
          inputMode="numeric"
          error={errors.salary_max?.message}
          {...register('salary_max')}
        />
        <TextField
          label="Currency"
          maxLength={3}
          autoCapitalize="characters"
          hint="Like USD or EUR."
          error={errors.salary_currency?.message}
          {...register('salary_currency')}
        />
        <SelectField
          label="Period"
          options={optionsOf(PERIOD_LABELS)}
          error={errors.salary_period?.message}
          registration={register('salary_period')}
        />
      </div>
    </fieldset>
  );
}

/** The summary on the careers list and the full Markdown description. */
export function JobTextFields({ control, register, errors }: JobFieldsProps) {
  const [summary, description] = useWatch({ control, name: ['summary', 'description'] });
  return (
    <div className="space-y-4">
      <CountedField
        label="Summary"
        rows={3}
        max={JOB_LIMITS.summary}
        value={summary}
        hint="One or two sentences for the careers list."
        error={errors.summary?.message}
        registration={register('summary')}
      />
      <CountedField
        label="Description"
        rows={12}
        max={JOB_LIMITS.description}
        value={description}
        hint="Markdown: ## for a heading, **bold**, - for a list, a blank line between paragraphs."
        error={errors.description?.message}
        registration={register('description')}
      />
    </div>
  );
}
