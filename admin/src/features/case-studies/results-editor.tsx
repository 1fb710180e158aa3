import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@admin/components/ui/button';
import { TextField } from '@admin/components/ui/field';
import { type CaseStudyInput, LIMITS } from './schema';

/** The measurable results the site shows in a grid: up to eight figures with a label and a line. */
export function ResultsEditor() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<CaseStudyInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'results' });
  const full = fields.length >= LIMITS.results;
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-ink-950">Results</legend>
      <p className="text-sm text-ink-600">
        {fields.length} of at most {LIMITS.results}. The site shows them in this order, the figure large.
      </p>
      {errors.results?.message && (
        <p className="text-sm font-medium text-red-700" role="alert">
          {errors.results.message}
        </p>
      )}
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const number = index + 1;
          const rowErrors = errors.results?.[index];
          return (
            <li key={field.id} className="rounded-lg border border-ink-200 p-4" data-testid="result-row">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-medium text-ink-900">Result {number}</p>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === 0}
                    aria-label={`Move result ${String(number)} up`}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === fields.length - 1}
                    aria-label={`Move result ${String(number)} down`}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove result ${String(number)}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
                <TextField
                  label={`Figure ${String(number)}`}
                  placeholder="+64%"
                  error={rowErrors?.value?.message}
                  {...register(`results.${index}.value`)}
                />
                <TextField
                  label={`Label ${String(number)}`}
                  placeholder="Sales-qualified opportunities per quarter"
                  error={rowErrors?.label?.message}
                  {...register(`results.${index}.label`)}
                />
              </div>
              <TextField
                className="mt-3"
                label={`Description ${String(number)} (optional)`}
                error={rowErrors?.description?.message}
                {...register(`results.${index}.description`)}
              />
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        disabled={full}
        onClick={() => append({ value: '', label: '', description: '' }, { shouldFocus: true })}
      >
        <Plus className="h-4 w-4" aria-hidden="true" /> Add result
      </Button>
      {full && <p className="text-sm text-ink-700">The site shows at most {LIMITS.results} results.</p>}
    </fieldset>
  );
}
