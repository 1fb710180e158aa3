import {
  type Control,
  type FieldErrors,
  useFieldArray,
  type UseFormRegister,
  useWatch,
} from 'react-hook-form';
import { CountedField } from '@admin/components/content/counted-field';
import { EditableRowList } from '@admin/components/content/editable-row-list';
import { ABOUT_LIMITS, type AboutInput } from './about-schema';

interface ListEditorProps {
  control: Control<AboutInput>;
  register: UseFormRegister<AboutInput>;
  errors: FieldErrors<AboutInput>;
}

/** "What we believe": each value's title and description, in the order the site shows them. */
export function ValuesEditor({ control, register, errors }: ListEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'values' });
  const values = useWatch({ control, name: 'values' });
  return (
    <EditableRowList
      legend="Values"
      description="How you work with clients, shown as numbered cards."
      noun="value"
      emptyMessage="No values yet: the section is hidden on the site."
      rowKeys={fields.map((field) => field.id)}
      max={ABOUT_LIMITS.values}
      error={errors.values?.root?.message ?? errors.values?.message}
      onAdd={() => append({ title: '', description: '' })}
      onRemove={remove}
      onMove={move}
      renderRow={(index) => (
        <div className="space-y-3">
          <CountedField
            label={`Value ${index + 1} title`}
            max={ABOUT_LIMITS.valueTitle}
            value={values[index]?.title ?? ''}
            error={errors.values?.[index]?.title?.message}
            registration={register(`values.${index}.title`)}
          />
          <CountedField
            label={`Value ${index + 1} description`}
            max={ABOUT_LIMITS.valueDescription}
            rows={3}
            value={values[index]?.description ?? ''}
            error={errors.values?.[index]?.description?.message}
            registration={register(`values.${index}.description`)}
          />
        </div>
      )}
    />
  );
}

/** The numbers band: each figure ("120+") and its label, in the order the site shows them. */
export function StatsEditor({ control, register, errors }: ListEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'stats' });
  const stats = useWatch({ control, name: 'stats' });
  return (
    <EditableRowList
      legend="Numbers"
      description="Figures shown in a band under the headline."
      noun="number"
      emptyMessage="No numbers yet: the section is hidden on the site."
      rowKeys={fields.map((field) => field.id)}
      max={ABOUT_LIMITS.stats}
      error={errors.stats?.root?.message ?? errors.stats?.message}
      onAdd={() => append({ value: '', label: '' })}
      onRemove={remove}
      onMove={move}
      renderRow={(index) => (
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <CountedField
            label={`Number ${index + 1} figure`}
            max={ABOUT_LIMITS.statValue}
            value={stats[index]?.value ?? ''}
            error={errors.stats?.[index]?.value?.message}
            registration={register(`stats.${index}.value`)}
          />
          <CountedField
            label={`Number ${index + 1} label`}
            max={ABOUT_LIMITS.statLabel}
            value={stats[index]?.label ?? ''}
            error={errors.stats?.[index]?.label?.message}
            registration={register(`stats.${index}.label`)}
          />
        </div>
      )}
    />
  );
}
