import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormCountedText } from '@admin/components/content-resource/form-fields';
import { EditableRowList } from '@admin/components/content/editable-row-list';
import { capitalised } from '@admin/lib/content-resource/resource';
import { ABOUT_LIMITS, type AboutInput } from './about-schema';

/** The about page's two lists: each row's fields, in the order the site shows the rows. */
const LISTS = {
  values: {
    legend: 'Values',
    description: 'How you work with clients, shown as numbered cards.',
    noun: 'value',
    max: ABOUT_LIMITS.values,
    layout: 'space-y-3',
    fields: [
      { key: 'title', label: 'title', max: ABOUT_LIMITS.valueTitle },
      { key: 'description', label: 'description', max: ABOUT_LIMITS.valueDescription, rows: 3 },
    ],
  },
  stats: {
    legend: 'Numbers',
    description: 'Figures shown in a band under the headline.',
    noun: 'number',
    max: ABOUT_LIMITS.stats,
    layout: 'grid gap-3 sm:grid-cols-[10rem_1fr]',
    fields: [
      { key: 'value', label: 'figure', max: ABOUT_LIMITS.statValue },
      { key: 'label', label: 'label', max: ABOUT_LIMITS.statLabel },
    ],
  },
} as const;

/** "values" (what we believe) or "stats" (the numbers band), inside the about form's FormProvider. */
export function AboutListEditor({ name }: { name: keyof typeof LISTS }) {
  const list = LISTS[name];
  const {
    control,
    formState: { errors },
  } = useFormContext<AboutInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const Noun = capitalised(list.noun);
  return (
    <EditableRowList
      legend={list.legend}
      description={list.description}
      noun={list.noun}
      emptyMessage={`No ${list.legend.toLowerCase()} yet: the section is hidden on the site.`}
      rowKeys={fields.map((field) => field.id)}
      max={list.max}
      error={errors[name]?.root?.message ?? errors[name]?.message}
      onAdd={() => append(Object.fromEntries(list.fields.map((field) => [field.key, ''])) as never)}
      onRemove={remove}
      onMove={move}
      renderRow={(index) => (
        <div className={list.layout}>
          {list.fields.map((field) => (
            <FormCountedText
              key={field.key}
              name={`${name}.${index}.${field.key}`}
              label={`${Noun} ${index + 1} ${field.label}`}
              max={field.max}
              {...('rows' in field ? { rows: field.rows } : {})}
            />
          ))}
        </div>
      )}
    />
  );
}
