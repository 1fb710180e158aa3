import { zodResolver } from '@hookform/resolvers/zod';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { EditorForm } from '@admin/components/forms/editor-form';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { type Backlink, BACKLINK_ERRORS, useSaveBacklink } from './api/backlinks';
import { type BacklinkInput, backlinkSchema, type BacklinkValues } from './backlink-schema';

const valuesOf = (backlink: Backlink | null): BacklinkInput => ({
  source_url: backlink?.source_url ?? '',
  target_url: backlink?.target_url ?? '',
  expected_anchor: backlink?.expected_anchor ?? '',
  notes: backlink?.notes ?? '',
});

const TEXT_FIELDS = [
  {
    name: 'source_url',
    label: 'Linking page',
    placeholder: 'https://partner.example/article',
    hint: 'The page on another site that links to us.',
  },
  {
    name: 'target_url',
    label: 'Target',
    placeholder: 'https://growdigital.example/services',
    hint: 'Our page it should link to.',
  },
  { name: 'expected_anchor', label: 'Expected anchor text (optional)' },
] as const;

/** Adds or changes one backlink, validated per field as the database checks it. */
export function BacklinkForm({ backlink, onDone }: { backlink: Backlink | null; onDone: () => void }) {
  const save = useSaveBacklink();
  const { form, onSubmit, saving } = useSavingForm<BacklinkInput, BacklinkValues, unknown>({
    resolver: zodResolver(backlinkSchema),
    defaultValues: valuesOf(backlink),
    save: (values) =>
      save.mutateAsync({
        id: backlink?.id ?? null,
        values,
        addressChanged:
          backlink !== null &&
          (values.source_url !== backlink.source_url || values.target_url !== backlink.target_url),
      }),
    onSaved: () => {
      toast({ title: backlink ? 'Backlink saved' : 'Backlink added', variant: 'success' });
      onDone();
    },
    describeError: (error) => describeSaveError(error, BACKLINK_ERRORS),
  });
  const { errors } = form.formState;
  return (
    <EditorForm onSubmit={onSubmit} className="space-y-4">
      {TEXT_FIELDS.map(({ name, ...text }) => (
        <TextField key={name} {...text} error={errors[name]?.message} {...form.register(name)} />
      ))}
      <Field label="Notes (optional)" error={errors.notes?.message}>
        {(control) => <Textarea {...control} {...form.register('notes')} />}
      </Field>
      <DialogFormActions onCancel={onDone} pending={saving}>
        {backlink ? 'Save backlink' : 'Add backlink'}
      </DialogFormActions>
    </EditorForm>
  );
}
