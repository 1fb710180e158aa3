import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '@admin/components/ui/button';
import { Input } from '@admin/components/ui/field';
import { WEEKDAYS } from '@lib/calls/calendar';
import { outcomeToasts } from '@admin/lib/outcome-toasts';
import type { CallHost } from '../calls-api';
import { HOURS_ERRORS, useSaveHours } from './availability-api';
import { clockOf, type HoursValues, hoursSchema, overlapping } from './schemas';

const formValues = (host: CallHost): HoursValues => ({
  ranges: [...host.hours]
    .sort((a, b) => a.weekday - b.weekday || a.start_time.localeCompare(b.start_time))
    .map((row) => ({
      id: row.id,
      weekday: row.weekday,
      start_time: clockOf(row.start_time),
      end_time: clockOf(row.end_time),
    })),
});

/** A host's weekly hours: any number of ranges a day, in the agency's time zone. */
export function WeeklyHoursForm({ host, zone, canEdit }: { host: CallHost; zone: string; canEdit: boolean }) {
  const headingId = useId();
  const save = useSaveHours();
  const form = useForm<HoursValues>({ resolver: zodResolver(hoursSchema), values: formValues(host) });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'ranges', keyName: 'key' });
  const ranges = useWatch({ control: form.control, name: 'ranges' });
  const clashes = overlapping(ranges);
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    if (overlapping(values.ranges).size > 0) return;
    save.mutate(
      { hostId: host.id, stored: host.hours, ranges: values.ranges },
      outcomeToasts({
        done: `${host.display_name}: hours saved`,
        failed: 'Hours not saved',
        refusals: HOURS_ERRORS,
      }),
    );
  });
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-ink-700">
        Weekly hours <span className="font-normal normal-case">({zone.replaceAll('_', ' ')})</span>
      </h4>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset disabled={!canEdit} className="space-y-2">
          <legend className="sr-only">Weekly hours of {host.display_name}</legend>
          {WEEKDAYS.map(({ long: name }, index) => {
            // ISO weekdays, as call_host_hours stores them (1 = Monday).
            const weekday = index + 1;
            const indexes = fields.flatMap((field, index) => (field.weekday === weekday ? [index] : []));
            return (
              <div
                key={weekday}
                className="grid gap-2 border-b border-ink-100 pb-2 sm:grid-cols-[7rem_1fr]"
                data-testid={`hours-${host.id}-${weekday}`}
              >
                <p className="pt-2 text-sm font-medium text-ink-900">{name}</p>
                <div className="space-y-2">
                  {indexes.length === 0 && <p className="pt-2 text-sm text-ink-600">Not working</p>}
                  {indexes.map((index) => {
                    const rangeErrors = errors.ranges?.[index];
                    const message =
                      rangeErrors?.start_time?.message ??
                      rangeErrors?.end_time?.message ??
                      (clashes.has(index) ? 'This overlaps another range on the same day' : undefined);
                    return (
                      <div key={fields[index]?.key} className="flex flex-wrap items-center gap-2">
                        <div className="w-[7.5rem] sm:w-32">
                          <Input
                            type="time"
                            aria-label={`${name}, from`}
                            aria-invalid={message ? true : undefined}
                            {...form.register(`ranges.${index}.start_time`)}
                          />
                        </div>
                        <span aria-hidden="true">–</span>
                        <div className="w-[7.5rem] sm:w-32">
                          <Input
                            type="time"
                            aria-label={`${name}, until`}
                            aria-invalid={message ? true : undefined}
                            {...form.register(`ranges.${index}.end_time`)}
                          />
                        </div>
                        {canEdit && (
                          <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                            <Trash2 className="h-4 w-4" aria-hidden="true" />
                            <span className="sr-only">Remove this {name} range</span>
                          </Button>
                        )}
                        {message && <p className="w-full text-sm font-medium text-red-700">{message}</p>}
                      </div>
                    );
                  })}
                  {canEdit && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => append({ weekday, start_time: '09:00', end_time: '17:00' })}
                    >
                      <Plus className="h-4 w-4" aria-hidden="true" /> Add hours
                      <span className="sr-only"> on {name}</span>
                    </Button>
                  )}
                </div>
              </div>
            );
          })}
          {canEdit && (
            <div className="flex justify-end">
              <Button
                type="submit"
                size="sm"
                pending={save.isPending}
                disabled={!isDirty || clashes.size > 0}
              >
                Save hours<span className="sr-only"> of {host.display_name}</span>
              </Button>
            </div>
          )}
        </fieldset>
      </form>
    </section>
  );
}
