import {
  type Control,
  type FieldErrors,
  type Path,
  useFieldArray,
  type UseFormRegister,
  useWatch,
} from 'react-hook-form';
import { CountedField } from '@admin/components/content/counted-field';
import { EditableRowList } from '@admin/components/content/editable-row-list';
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

interface AboutListEditorProps {
  /** "values" (what we believe) or "stats" (the numbers band). */
  name: keyof typeof LISTS;
  control: Control<AboutInput>;
  register: UseFormRegister<AboutInput>;
  errors: FieldErrors<AboutInput>;
}

export function AboutListEditor({ name, control, register, errors }: AboutListEditorProps) {
  const list = LISTS[name];
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const rows = useWatch({ control, name }) as Record<string, string>[];
  const rowErrors = errors[name] as
    (Record<string, { message?: string } | undefined> | undefined)[] | undefined;
  const Noun = `${list.noun.charAt(0).toUpperCase()}${list.noun.slice(1)}`;
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
            <CountedField
              key={field.key}
              label={`${Noun} ${index + 1} ${field.label}`}
              max={field.max}
              {...('rows' in field ? { rows: field.rows } : {})}
              value={rows[index]?.[field.key] ?? ''}
              error={rowErrors?.[index]?.[field.key]?.message}
              registration={register(`${name}.${index}.${field.key}` as Path<AboutInput>)}
            />
          ))}
        </div>
      )}
    />
  );
}
