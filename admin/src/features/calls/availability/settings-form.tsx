import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { CallSettings } from '@admin/components/calls/api/call-settings';
import { EditorForm } from '@admin/components/forms/editor-form';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Button } from '@admin/components/ui/button';
import { SectionCard } from '@admin/components/ui/section-card';
import { Field, TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { timeZones } from '@admin/lib/zoned-time';
import { useUpdateCallSettings } from '../api/update-call-settings';
import { SETTINGS_ERRORS } from './error-messages';
import {
  type CallSettingsInput,
  callSettingsFormValues,
  callSettingsSchema,
  type CallSettingsValues,
  SLOT_INTERVALS,
} from './settings-schema';

export const SELECT =
  'block h-10 w-full rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 disabled:bg-ink-100';

/** The booking rules every free time is computed from. */
export function SettingsForm({ settings, canEdit }: { settings: CallSettings; canEdit: boolean }) {
  const update = useUpdateCallSettings();
  const zones = useMemo(() => timeZones(settings.time_zone), [settings.time_zone]);
  const { form, onSubmit, saving } = useSavingForm<CallSettingsInput, CallSettingsValues, CallSettings>({
    resolver: zodResolver(callSettingsSchema),
    defaultValues: callSettingsFormValues(settings),
    save: (values) => update.mutateAsync(values),
    resetTo: callSettingsFormValues,
    onSaved: () =>
      toast({
        title: 'Booking rules saved',
        description: 'Visitors are offered times by the new rules.',
        variant: 'success',
      }),
    describeError: (error) => describeSaveError(error, SETTINGS_ERRORS),
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  return (
    <SectionCard title="Booking rules">
      <EditorForm onSubmit={onSubmit}>
        <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <legend className="sr-only">Booking rules</legend>
          <Field
            label="Agency time zone"
            hint="Hosts’ hours, days off and blackouts are in this zone."
            error={errors.time_zone?.message}
          >
            {(control) => (
              <select {...control} {...register('time_zone')} className={SELECT}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll('_', ' ')}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            label="Meeting length (minutes)"
            inputMode="numeric"
            hint="10 to 240."
            error={errors.meeting_minutes?.message}
            {...register('meeting_minutes')}
          />
          <TextField
            label="Buffer after each call (minutes)"
            inputMode="numeric"
            hint="0 to 240: the host is not booked again until it has passed."
            error={errors.buffer_minutes?.message}
            {...register('buffer_minutes')}
          />
          <Field
            label="Start times every"
            hint="Calls start on these steps from the hour."
            error={errors.slot_interval_minutes?.message}
          >
            {(control) => (
              <select {...control} {...register('slot_interval_minutes')} className={SELECT}>
                {SLOT_INTERVALS.map((minutes) => (
                  <option key={minutes} value={String(minutes)}>
                    {minutes} minutes
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            label="Minimum notice (hours)"
            inputMode="numeric"
            hint="0 to 720: how soon a visitor may book."
            error={errors.notice_hours?.message}
            {...register('notice_hours')}
          />
          <TextField
            label="Booking horizon (days)"
            inputMode="numeric"
            hint="1 to 365: how far ahead a visitor may book."
            error={errors.horizon_days?.message}
            {...register('horizon_days')}
          />
          <TextField
            label="Most calls per host per day"
            inputMode="numeric"
            hint="1 to 48; empty for no limit."
            error={errors.max_calls_per_host_per_day?.message}
            {...register('max_calls_per_host_per_day')}
          />
          {canEdit && (
            <div className="flex items-end sm:col-span-2 xl:col-span-3">
              <Button type="submit" pending={saving} disabled={!isDirty}>
                Save booking rules
              </Button>
            </div>
          )}
        </fieldset>
      </EditorForm>
    </SectionCard>
  );
}
