import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { RowAction } from '@admin/components/data-table/cells';
import { TextFields } from '@admin/components/forms/text-fields';
import { Button } from '@admin/components/ui/button';
import { outcomeToasts } from '@admin/lib/outcome-toasts';
import { DAYS_OFF_ERRORS, useAddDaysOff, useRemoveDaysOff } from './availability-api';
import { type DayRangeKind, dayRangeLabel, dayRangeSchema, type DayRangeValues } from './schemas';

const KINDS = {
  blackout: {
    table: 'call_blackouts',
    empty: 'No blackout dates.',
    textLabel: 'Name',
    placeholder: 'Christmas',
    submit: 'Add blackout',
    added: (values: DayRangeValues) => `${values.text} added`,
  },
  'time-off': {
    table: 'call_host_time_off',
    empty: 'No time off planned.',
    textLabel: 'Note (optional)',
    placeholder: 'Holiday',
    submit: 'Add time off',
    added: () => 'Time off added',
  },
} as const;

interface DaysOffProps {
  /** A host's time off; null: the blackouts nobody takes calls on. */
  hostId: string | null;
  /** `label`: the blackout's name or the time off's note. */
  items: { id: string; starts_on: string; ends_on: string; label: string | null }[];
  canEdit: boolean;
}

/** Ranges of days off, each removable by admins, and the form that adds one. */
export function DaysOff({ hostId, items, canEdit }: DaysOffProps) {
  const kind: DayRangeKind = hostId ? 'time-off' : 'blackout';
  const texts = KINDS[kind];
  const remove = useRemoveDaysOff(texts.table);
  const add = useAddDaysOff(hostId);
  const form = useForm<DayRangeValues>({
    resolver: zodResolver(dayRangeSchema(kind)),
    defaultValues: { starts_on: '', ends_on: '', text: '' },
  });
  // The form keeps its input when the range is refused, and empties once it is stored.
  const submit = form.handleSubmit((values) =>
    add.mutate(
      values,
      outcomeToasts({
        done: texts.added(values),
        failed: 'Not added',
        refusals: DAYS_OFF_ERRORS,
        then: () => form.reset(),
      }),
    ),
  );
  return (
    <>
      {items.length === 0 ? (
        <p className="text-sm text-ink-600">{texts.empty}</p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-lg border border-ink-200">
          {items.map((item) => {
            const when = dayRangeLabel(item.starts_on, item.ends_on);
            return (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
              >
                <span>
                  <span className="font-medium text-ink-950">{when}</span>
                  {item.label && <span className="text-ink-700"> · {item.label}</span>}
                </span>
                {canEdit && (
                  <RowAction
                    label="Remove"
                    name={when}
                    icon={Trash2}
                    pending={remove.isPending && remove.variables === item.id}
                    onClick={() =>
                      remove.mutate(
                        item.id,
                        outcomeToasts({
                          done: `${when} removed`,
                          failed: 'Not removed',
                          refusals: DAYS_OFF_ERRORS,
                        }),
                      )
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canEdit && (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_10rem_1fr_auto] lg:items-start"
        >
          <TextFields
            form={form}
            fields={[
              { name: 'starts_on', label: 'First day', type: 'date' },
              { name: 'ends_on', label: 'Last day', type: 'date' },
              { name: 'text', label: texts.textLabel, placeholder: texts.placeholder },
            ]}
          />
          <Button type="submit" variant="secondary" className="lg:mt-7" pending={add.isPending}>
            {texts.submit}
          </Button>
        </form>
      )}
    </>
  );
}
