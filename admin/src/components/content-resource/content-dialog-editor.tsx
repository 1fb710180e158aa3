import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, FormProvider, type Path, useForm } from 'react-hook-form';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { EditorForm } from '@admin/components/forms/editor-form';
import { ItemDialog } from '@admin/components/ui/item-dialog';
import { toast } from '@admin/components/ui/toast-store';
import { type DialogResource, type DialogRow, nextPlace } from '@admin/lib/content-resource/dialog-resource';
import { useSaveContent } from '@admin/lib/content-resource/item';
import { capitalised } from '@admin/lib/content-resource/resource';
import { describeSaveError, isUniqueViolation } from '@admin/lib/errors';

interface EditorProps<Row extends DialogRow, Input extends FieldValues, Values> {
  resource: DialogResource<Row, Input, Values>;
  /** The item being edited, 'new' for a new one; null keeps the dialog closed. */
  editing: Row | 'new' | null;
  /** Every listed item (a new one goes last in its group). */
  rows: readonly Row[];
  onClose: () => void;
}

/** "Add {one}" or "Edit {label}": the resource's fields in a dialog, saved by its button or Ctrl+S. */
export function ContentDialogEditor<Row extends DialogRow, Input extends FieldValues, Values>(
  props: EditorProps<Row, Input, Values>,
) {
  const { resource, editing, onClose } = props;
  return (
    <ItemDialog
      item={editing}
      onClose={onClose}
      title={(item) => (item === 'new' ? `Add ${resource.names.one}` : `Edit ${resource.list.label(item)}`)}
      className="max-w-xl"
    >
      {(item) => <DialogForm key={item === 'new' ? 'new' : item.id} {...props} editing={item} />}
    </ItemDialog>
  );
}

function DialogForm<Row extends DialogRow, Input extends FieldValues, Values>({
  resource,
  editing,
  rows,
  onClose,
}: EditorProps<Row, Input, Values> & { editing: Row | 'new' }) {
  const { editor, names, errors, list } = resource;
  const row = editing === 'new' ? null : editing;
  const save = useSaveContent(resource.table);
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(editor.schema),
    defaultValues: (row ? editor.toForm(row) : editor.empty) as DefaultValues<Input>,
    // Checked on submit, then as the fields change: a message appearing on blur would shift the
    // dialog under the pointer and swallow the click that caused the blur (Choose image).
  });
  const submit = (values: Values) => {
    const content = editor.toContent(values);
    const place = row ? {} : { sort_order: nextPlace(list.groupBy, rows, content) };
    save.mutate(
      { id: row?.id ?? null, content: { ...content, ...place }, intent: { kind: 'keep' } },
      {
        onSuccess: (saved) => {
          toast({
            title: `${capitalised(names.one)} ${row ? 'saved' : 'added'}`,
            description: list.name(saved as unknown as Row),
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          if (isUniqueViolation(error, 'slug'))
            form.setError('slug' as Path<Input>, { message: errors.duplicate }, { shouldFocus: true });
          toast({ title: 'Not saved', description: describeSaveError(error, errors), variant: 'error' });
        },
      },
    );
  };
  return (
    <FormProvider {...form}>
      <EditorForm onSubmit={form.handleSubmit(submit)} className="space-y-4">
        <editor.Fields isNew={row === null} rows={rows} />
        <DialogFormActions onCancel={onClose} pending={save.isPending}>
          {row ? `Save ${names.one}` : `Add ${names.one}`}
        </DialogFormActions>
      </EditorForm>
    </FormProvider>
  );
}
