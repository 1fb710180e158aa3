import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/v4-mini';
import { characterCount } from '@lib/forms/fields';
import { EditorForm } from '@admin/components/forms/editor-form';
import { Button } from '@admin/components/ui/button';
import { Field, Textarea } from '@admin/components/ui/field';

/** The database's limit on notes (char_length, so code points). */
export const NOTES_MAX = 5000;

const notesSchema = z.object({
  notes: z
    .string()
    .check(
      z.refine((value) => characterCount(value) <= NOTES_MAX, 'Keep the notes to 5,000 characters or fewer.'),
    ),
});
type NotesValues = z.infer<typeof notesSchema>;

interface NotesFormProps {
  notes: string | null;
  /** Saves the notes (null when emptied); resolves when stored, rejects when refused. */
  onSave: (notes: string | null) => Promise<void>;
}

/** Internal notes, saved only when "Save notes" is pressed. */
export function NotesForm({ notes, onSave }: NotesFormProps) {
  const form = useForm<NotesValues>({
    resolver: zodResolver(notesSchema),
    values: { notes: notes ?? '' },
    // A refresh from the server never overwrites what is being typed.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const length = characterCount(useWatch({ control: form.control, name: 'notes' }));
  const submit = form.handleSubmit(async ({ notes: text }) => {
    const trimmed = text.trim();
    await onSave(trimmed === '' ? null : trimmed).then(
      () => form.reset({ notes: trimmed }),
      () => undefined,
    );
  });
  return (
    <EditorForm onSubmit={submit} className="space-y-2">
      <Field
        label="Notes"
        hint={`Only staff see these. ${length.toLocaleString('en-US')} / 5,000 characters.`}
        error={errors.notes?.message}
      >
        {(control) => <Textarea {...control} rows={4} {...form.register('notes')} />}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" size="sm" variant="secondary" disabled={!isDirty} pending={isSubmitting}>
          Save notes
        </Button>
      </div>
    </EditorForm>
  );
}
