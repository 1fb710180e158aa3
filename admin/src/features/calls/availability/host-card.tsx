import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { EditorForm } from '@admin/components/forms/editor-form';
import { type TextFieldSpec, TextFields } from '@admin/components/forms/text-fields';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { Card } from '@admin/components/ui/card';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import type { CallHost } from '../calls-api';
import { HOST_ERRORS, useSaveHost } from './availability-api';
import { DaysOff } from './days-off';
import { type HostInput, hostSchema, type HostValues } from './schemas';
import { WeeklyHoursForm } from './weekly-hours-form';

/** One host: details, weekly hours and days off. */
export function HostCard({ host, zone, canEdit }: { host: CallHost; zone: string; canEdit: boolean }) {
  const headingId = useId();
  const timeOff = [...host.time_off].sort((a, b) => a.starts_on.localeCompare(b.starts_on));
  return (
    <Card aria-labelledby={headingId} data-testid={`host-${host.email}`}>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base font-semibold text-ink-950">
          {host.display_name}
        </h3>
        {host.is_active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
      </div>
      <div className="space-y-6">
        <HostForm id={host.id} canEdit={canEdit} values={{ ...host, meeting_url: host.meeting_url ?? '' }} />
        <WeeklyHoursForm host={host} zone={zone} canEdit={canEdit} />
        <section className="space-y-3">
          <h4 className="text-sm font-semibold uppercase tracking-wide text-ink-700">Time off</h4>
          <DaysOff
            hostId={host.id}
            items={timeOff.map((row) => ({ ...row, label: row.note }))}
            canEdit={canEdit}
          />
        </section>
      </div>
    </Card>
  );
}

const HOST_FIELDS: TextFieldSpec<HostInput>[] = (
  [
    { name: 'display_name', label: 'Name' },
    { name: 'email', label: 'Email', type: 'email', hint: 'Bookings and calendar invites are sent here.' },
    {
      name: 'meeting_url',
      label: 'Meeting link (optional)',
      type: 'url',
      placeholder: 'https://meet.example.com/your-room',
      hint: 'The video-call room put in the invites.',
      className: 'sm:col-span-2',
    },
  ] as const
).map((field) => ({ ...field, autoComplete: 'off' }));

interface HostFormProps {
  /** null: a new host. */
  id: string | null;
  values: HostInput;
  canEdit: boolean;
  /** A new host's form: closes it after a save or on Cancel. */
  onDone?: () => void;
}

/** A host's name, email (their invites go there), meeting room and whether they take calls. */
export function HostForm({ id, values, canEdit, onDone }: HostFormProps) {
  const save = useSaveHost();
  const { form, onSubmit, saving } = useSavingForm<HostInput, HostValues, HostValues>({
    resolver: zodResolver(hostSchema),
    defaultValues: values,
    save: (input) => save.mutateAsync({ id, values: input }).then(() => input),
    resetTo: (input) => ({ ...input, meeting_url: input.meeting_url ?? '' }),
    onSaved: (input) => {
      toast({ title: id ? 'Host saved' : `${input.display_name} added as a host`, variant: 'success' });
      onDone?.();
    },
    describeError: (error) => describeSaveError(error, HOST_ERRORS),
  });
  const { register, formState } = form;
  return (
    <EditorForm onSubmit={onSubmit}>
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Host details</legend>
        <TextFields form={form} fields={HOST_FIELDS} />
        <label className="flex items-center gap-2 text-sm font-medium text-ink-900">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register('is_active')} />
          Takes calls (active)
        </label>
        {canEdit && (
          <div className="flex justify-end gap-3 sm:col-span-2">
            {onDone && (
              <Button variant="secondary" size="sm" onClick={onDone}>
                Cancel
              </Button>
            )}
            <Button type="submit" size="sm" pending={saving} disabled={id !== null && !formState.isDirty}>
              {id ? 'Save host' : 'Add host'}
            </Button>
          </div>
        )}
      </fieldset>
    </EditorForm>
  );
}
