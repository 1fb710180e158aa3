import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { EditorForm } from '@admin/components/forms/editor-form';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Button } from '@admin/components/ui/button';
import { Field, Textarea } from '@admin/components/ui/field';
import { SectionCard } from '@admin/components/ui/section-card';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { type NotificationSetting, useUpdateNotificationSetting } from './api/notification-settings';
import {
  hourLabel,
  type NotificationInput,
  notificationFormValues,
  notificationSchema,
  type NotificationValues,
  RECIPIENTS_MAX,
} from './notification-schema';
import { timeZones } from '@admin/lib/zoned-time';

const SELECT =
  'block h-10 w-full rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 disabled:bg-ink-100';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

interface RecipientsFormProps {
  title: string;
  /** "a contact message", for the sentences about it. */
  lead: string;
  setting: NotificationSetting;
  canEdit: boolean;
  /** The company email of the General settings: who is emailed while the list is empty. */
  companyEmail: string | null;
}

/** One lead kind's staff emails: the recipients, and instant or a daily digest at an hour in a zone. */
export function RecipientsForm({ title, lead, setting, canEdit, companyEmail }: RecipientsFormProps) {
  const update = useUpdateNotificationSetting();
  const { form, onSubmit, saving } = useSavingForm<
    NotificationInput,
    NotificationValues,
    NotificationSetting
  >({
    resolver: zodResolver(notificationSchema),
    defaultValues: notificationFormValues(setting),
    save: (values) => update.mutateAsync({ kind: setting.kind, values }),
    resetTo: notificationFormValues,
    onSaved: () => toast({ title: `${title}: notifications saved`, variant: 'success' }),
    describeError: (error) =>
      describeSaveError(error, {
        forbidden: 'Only admins can change notification settings.',
        noRowMeansForbidden: true,
        invalid: 'The database refused a value: check the addresses, the hour and the time zone.',
      }),
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const mode = useWatch({ control, name: 'mode' });
  const zones = useMemo(() => timeZones(setting.time_zone), [setting.time_zone]);
  const empty = setting.recipients.length === 0;
  return (
    <SectionCard title={title} data-testid={`notifications-${setting.kind}`}>
      <EditorForm onSubmit={onSubmit}>
        <fieldset disabled={!canEdit} className="space-y-4">
          <legend className="sr-only">{title}: who is emailed, and when</legend>
          <Field
            label="Email to"
            hint={
              empty
                ? `${
                    companyEmail
                      ? `While this is empty, the company email of the General settings (${companyEmail}) is emailed about ${lead}.`
                      : `Nobody is emailed about ${lead} while this and the company email of the General settings are empty.`
                  } One address per line, up to ${RECIPIENTS_MAX}.`
                : `One address per line, up to ${RECIPIENTS_MAX}.`
            }
            error={errors.recipients?.message}
          >
            {(controlProps) => (
              <Textarea
                {...controlProps}
                {...register('recipients')}
                rows={3}
                spellCheck={false}
                autoComplete="off"
                placeholder="sales@example.com"
              />
            )}
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink-900">When</legend>
            <label className="flex items-start gap-2 text-sm text-ink-900">
              <input
                type="radio"
                value="instant"
                className="mt-0.5 h-4 w-4 accent-brand-700"
                {...register('mode')}
              />
              <span>
                At once <span className="block text-ink-600">One email per {lead.replace(/^an? /, '')}.</span>
              </span>
            </label>
            <label className="flex items-start gap-2 text-sm text-ink-900">
              <input
                type="radio"
                value="daily_digest"
                className="mt-0.5 h-4 w-4 accent-brand-700"
                {...register('mode')}
              />
              <span>
                Daily digest <span className="block text-ink-600">One email a day listing them all.</span>
              </span>
            </label>
          </fieldset>
          {mode === 'daily_digest' && (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
              <Field label="Digest at" error={errors.digest_hour?.message}>
                {(controlProps) => (
                  <select {...controlProps} {...register('digest_hour')} className={SELECT}>
                    {HOURS.map((hour) => (
                      <option key={hour} value={String(hour)}>
                        {hourLabel(hour)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Time zone" error={errors.time_zone?.message}>
                {(controlProps) => (
                  <select {...controlProps} {...register('time_zone')} className={SELECT}>
                    {zones.map((zone) => (
                      <option key={zone} value={zone}>
                        {zone.replaceAll('_', ' ')}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          )}
          {canEdit && (
            <Button type="submit" pending={saving} disabled={!isDirty}>
              Save<span className="sr-only"> {title.toLowerCase()} settings</span>
            </Button>
          )}
        </fieldset>
      </EditorForm>
    </SectionCard>
  );
}
