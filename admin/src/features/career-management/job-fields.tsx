import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormSelect, FormText } from '@admin/components/content-resource/form-fields';
import { TitleSlugFields } from '@admin/components/content-resource/title-slug-fields';
import { CountedField } from '@admin/components/content/counted-field';
import { EditableRowList } from '@admin/components/content/editable-row-list';
import { Card, CardHeader } from '@admin/components/ui/card';
import { Input } from '@admin/components/ui/field';
import { EMPLOYMENT_LABELS, JOB_LIMITS, type JobInput, PERIOD_LABELS, REMOTE_LABELS } from './job-schema';

/** Requirements or benefits: short lines shown as a bulleted list. */
function LinesField({
  name,
  legend,
  noun,
}: {
  name: 'requirements' | 'benefits';
  legend: string;
  noun: string;
}) {
  const { control, register, formState } = useFormContext<JobInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const errors = formState.errors[name];
  return (
    <EditableRowList
      legend={legend}
      description="Shown as a bulleted list."
      noun={noun}
      rowTestId={`${name}-row`}
      rowKeys={fields.map((field) => field.id)}
      max={JOB_LIMITS.listItems}
      error={errors?.root?.message ?? errors?.message}
      onAdd={() => append({ text: '' })}
      onRemove={remove}
      onMove={move}
      renderRow={(index) => {
        const error = errors?.[index]?.text?.message;
        const errorId = `${name}-${index}-error`;
        return (
          <div className="space-y-1">
            <Input
              aria-label={`${legend} ${index + 1}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              {...register(`${name}.${index}.text`)}
            />
            {error && (
              <p id={errorId} className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}

/** The job's cards: the position and its salary, the texts, requirements and benefits. */
export function JobFields({ isNew }: { isNew: boolean }) {
  const { control, register, formState } = useFormContext<JobInput>();
  const { errors } = formState;
  const [summary, description] = useWatch({ control, name: ['summary', 'description'] });
  return (
    <>
      <Card>
        <CardHeader title="The position" />
        <div className="space-y-4">
          <TitleSlugFields isNew={isNew} sitePath="/careers" />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormText name="department" label="Department" placeholder="Paid Media" />
            <FormText name="location" label="Location" placeholder="Austin, TX" />
            <FormSelect name="employment_type" label="Employment type" labels={EMPLOYMENT_LABELS} />
            <FormSelect name="remote_policy" label="Remote policy" labels={REMOTE_LABELS} />
          </div>
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-ink-950">Salary range</legend>
            <p className="text-sm text-ink-700">Leave both amounts empty to show no salary.</p>
            <div className="grid gap-4 sm:grid-cols-4">
              <FormText name="salary_min" label="Minimum" inputMode="numeric" />
              <FormText name="salary_max" label="Maximum" inputMode="numeric" />
              <FormText
                name="salary_currency"
                label="Currency"
                maxLength={3}
                autoCapitalize="characters"
                hint="Like USD or EUR."
              />
              <FormSelect name="salary_period" label="Period" labels={PERIOD_LABELS} />
            </div>
          </fieldset>
        </div>
      </Card>
      <Card>
        <CardHeader title="About the role" />
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
      </Card>
      <Card>
        <CardHeader title="Requirements and benefits" />
        <div className="space-y-6">
          <LinesField name="requirements" legend="Requirements" noun="requirement" />
          <LinesField name="benefits" legend="Benefits" noun="benefit" />
        </div>
      </Card>
    </>
  );
}
