import { type Control, type FieldErrors, useFieldArray, type UseFormRegister } from 'react-hook-form';
import { EditableRowList } from '@admin/components/content/editable-row-list';
import { Input } from '@admin/components/ui/field';
import type { JobInput } from './job-schema';
import { JOB_LIMITS } from './job-schema';

interface StringListFieldProps {
  name: 'requirements' | 'benefits';
  legend: string;
  /** One item's name in labels ("requirement"). */
  noun: string;
  control: Control<JobInput>;
  register: UseFormRegister<JobInput>;
  errors: FieldErrors<JobInput>;
}

/** A list of short lines (requirements, benefits): add, edit, remove, move up or down. */
export function StringListField({ name, legend, noun, control, register, errors }: StringListFieldProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const listErrors = errors[name];
  return (
    <EditableRowList
      legend={legend}
      description="Shown as a bulleted list."
      noun={noun}
      rowTestId={`${name}-row`}
      rowKeys={fields.map((field) => field.id)}
      max={JOB_LIMITS.listItems}
      error={listErrors?.root?.message ?? listErrors?.message}
      onAdd={() => append({ text: '' })}
      onRemove={remove}
      onMove={move}
      renderRow={(index) => {
        const error = listErrors?.[index]?.text?.message;
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
