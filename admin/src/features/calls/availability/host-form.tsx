import { zodResolver } from '@hookform/resolvers/zod';
import { EditorForm } from '@admin/components/forms/editor-form';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Button } from '@admin/components/ui/button';
import { TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { useSaveHost } from '../api/save-host';
import { HOST_ERRORS } from './error-messages';
import { type HostInput, hostSchema, type HostValues } from './host-schema';

interface HostFormProps {
  /** null: a new host. */
  id: string | null;
  values: HostInput;
  canEdit: boolean;
  /** After a save (a new host: to close the form). */
  onSaved?: () => void;
  onCancel?: () => void;
}

/** A host's name, email (their invites go there), meeting room and whether they take calls. */
export function HostForm({ id, values, canEdit, onSaved, onCancel }: HostFormProps) {
  const save = useSaveHost();
  const { form, onSubmit, saving } = useSavingForm<HostInput, HostValues, HostValues>({
    resolver: zodResolver(hostSchema),
    defaultValues: values,
    save: (input) => save.mutateAsync({ id, values: input }).then(() => input),
    resetTo: (input) => ({ ...input, meeting_url: input.meeting_url ?? '' }),
    onSaved: (input) => {
      toast({ title: id ? 'Host saved' : `${input.display_name} added as a host`, variant: 'success' });
      onSaved?.();
    },
    describeError: (error) => describeSaveError(error, HOST_ERRORS),
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  return (
    <EditorForm onSubmit={onSubmit}>
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Host details</legend>
        <TextField
          label="Name"
          autoComplete="off"
          error={errors.display_name?.message}
          {...register('display_name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          hint="Bookings and calendar invites are sent here."
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Meeting link (optional)"
          type="url"
          placeholder="https://meet.example.com/your-room"
          hint="The video-call room put in the invites."
          error={errors.meeting_url?.message}
          className="sm:col-span-2"
          {...register('meeting_url')}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-ink-900">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register('is_active')} />
          Takes calls (active)
        </label>
        {canEdit && (
          <div className="flex justify-end gap-3 sm:col-span-2">
            {onCancel && (
              <Button variant="secondary" size="sm" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" size="sm" pending={saving} disabled={id !== null && !isDirty}>
              {id ? 'Save host' : 'Add host'}
            </Button>
          </div>
        )}
      </fieldset>
    </EditorForm>
  );
}
