import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@admin/components/ui/button';
import { FormText } from '@admin/components/content-resource/form-fields';
import { type CaseStudyInput, LIMITS } from './schema';

/** The measurable results the site shows in a grid: up to eight figures with a label and a line. */
export function ResultsEditor() {
  const {
    control,
    formState: { errors },
  } = useFormContext<CaseStudyInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'results' });
  const full = fields.length >= LIMITS.results;
  const last = fields.length - 1;
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
          return (
            <li key={field.id} className="rounded-lg border border-ink-200 p-4" data-testid="result-row">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-medium text-ink-900">Result {number}</p>
                <div className="flex gap-1">
                  {(
                    [
                      [`Move result ${number} up`, ArrowUp, () => move(index, index - 1), index === 0],
                      [`Move result ${number} down`, ArrowDown, () => move(index, index + 1), index === last],
                      [`Remove result ${number}`, Trash2, () => remove(index), false],
                    ] as const
                  ).map(([label, Icon, onClick, disabled]) => (
                    <Button
                      key={label}
                      variant="ghost"
                      size="sm"
                      disabled={disabled}
                      aria-label={label}
                      onClick={onClick}
                    >
                      <Icon className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  ))}
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
                <FormText name={`results.${index}.value`} label={`Figure ${number}`} placeholder="+64%" />
                <FormText
                  name={`results.${index}.label`}
                  label={`Label ${number}`}
                  placeholder="Sales-qualified opportunities per quarter"
                />
              </div>
              <FormText
                className="mt-3"
                name={`results.${index}.description`}
                label={`Description ${number} (optional)`}
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
