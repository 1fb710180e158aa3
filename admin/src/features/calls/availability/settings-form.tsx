import { zodResolver } from '@hookform/resolvers/zod';
import type { CallSettings } from '@admin/components/calls/api';
import { EditorForm } from '@admin/components/forms/editor-form';
import { SelectField, TimeZoneField } from '@admin/components/forms/select-field';
import { type TextFieldSpec, TextFields } from '@admin/components/forms/text-fields';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Button } from '@admin/components/ui/button';
import { SectionCard } from '@admin/components/ui/section-card';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { SETTINGS_ERRORS, useUpdateCallSettings } from './availability-api';
import {
  type CallSettingsInput,
  callSettingsFormValues,
  callSettingsSchema,
  type CallSettingsValues,
  SLOT_INTERVALS,
} from './schemas';

const NUMBER_FIELDS: TextFieldSpec<CallSettingsInput>[] = (
  [
    { name: 'meeting_minutes', label: 'Meeting length (minutes)', hint: '10 to 240.' },
    {
      name: 'buffer_minutes',
      label: 'Buffer after each call (minutes)',
      hint: '0 to 240: the host is not booked again until it has passed.',
    },
    { name: 'notice_hours', label: 'Minimum notice (hours)', hint: '0 to 720: how soon a visitor may book.' },
    {
      name: 'horizon_days',
      label: 'Booking horizon (days)',
      hint: '1 to 365: how far ahead a visitor may book.',
    },
    {
      name: 'max_calls_per_host_per_day',
      label: 'Most calls per host per day',
      hint: '1 to 48; empty for no limit.',
    },
  ] as const
).map((field) => ({ ...field, inputMode: 'numeric' }));

const INTERVAL_OPTIONS = SLOT_INTERVALS.map((minutes) => ({
  value: String(minutes),
  label: `${minutes} minutes`,
}));

/** The booking rules every free time is computed from. */
export function SettingsForm({ settings, canEdit }: { settings: CallSettings; canEdit: boolean }) {
  const update = useUpdateCallSettings();
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
          <TimeZoneField
            label="Agency time zone"
            hint="Hosts’ hours, days off and blackouts are in this zone."
            error={errors.time_zone?.message}
            current={settings.time_zone}
            {...register('time_zone')}
          />
          <TextFields form={form} fields={NUMBER_FIELDS.slice(0, 2)} />
          <SelectField
            label="Start times every"
            hint="Calls start on these steps from the hour."
            error={errors.slot_interval_minutes?.message}
            options={INTERVAL_OPTIONS}
            {...register('slot_interval_minutes')}
          />
          <TextFields form={form} fields={NUMBER_FIELDS.slice(2)} />
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
