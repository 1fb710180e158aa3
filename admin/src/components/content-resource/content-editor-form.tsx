import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { SeoFields } from '@admin/components/forms/seo-fields';
import { UnsavedChangesGuard } from '@admin/components/forms/unsaved-changes-guard';
import { useSaveShortcut } from '@admin/components/forms/use-save-shortcut';
import { Button } from '@admin/components/ui/button';
import { Card } from '@admin/components/ui/card';
import { toast } from '@admin/components/ui/toast-store';
import { useSaveContent } from '@admin/lib/content-resource/item';
import {
  type ContentListRow,
  itemPath,
  type EditorSource,
  type PublicationState,
} from '@admin/lib/content-resource/resource';
import type { ContentRow, ContentTable } from '@admin/lib/content-resource/table';
import { describeSaveError, isUniqueViolation } from '@admin/lib/errors';
import { INTENT_DONE, type PublishIntent, type PublishIntentKind } from '@admin/lib/publication';
import { DeleteDialog } from './delete-dialog';
import { HistoryCard, PreviewCard } from './editor-extras';
import { PublishPanel } from './publish-panel';
import { useDuplicateItem } from './use-duplicate-item';

interface ContentEditorFormProps<T extends ContentTable, Input extends FieldValues, Values> {
  resource: EditorSource<T, Input, Values>;
  /** The stored item, or null for a new one. */
  row: (ContentRow<T> & ContentListRow & PublicationState) | null;
}

/**
 * The editor frame: the feature's fields, SEO fields, the publish panel, preview, history,
 * Duplicate and Delete, in one form.
 * Every button saves the whole form; a slug taken shows on the slug field; leaving with unsaved
 * changes asks first. A new item is written only by a save: an abandoned "New" form leaves nothing.
 */
export function ContentEditorForm<T extends ContentTable, Input extends FieldValues, Values>({
  resource,
  row,
}: ContentEditorFormProps<T, Input, Values>) {
  const { editor, names, errors } = resource;
  const navigate = useNavigate();
  const save = useSaveContent(resource.table, { ordered: resource.order !== undefined });
  const [running, setRunning] = useState<PublishIntentKind | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef, { disabled: running !== null });
  const [deleting, setDeleting] = useState(false);
  const duplicate = useDuplicateItem(resource);
  const leaving = useRef(false);
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(editor.schema),
    defaultValues: (row ? editor.toForm(row) : editor.empty) as DefaultValues<Input>,
    mode: 'onTouched',
  });
  const submit = (intent: PublishIntent) =>
    void form.handleSubmit(
      (values) => {
        setRunning(intent.kind);
        save.mutate(
          { id: row?.id ?? null, content: editor.toContent(values), intent },
          {
            onSuccess: (saved) => {
              const stored = saved as ContentRow<T> & ContentListRow;
              toast({ title: INTENT_DONE[intent.kind], description: stored.title, variant: 'success' });
              form.reset(editor.toForm(saved));
              if (row) return;
              leaving.current = true;
              void navigate(itemPath(resource, stored.id), { replace: true });
            },
            onError: (error) => {
              if (isUniqueViolation(error, 'slug'))
                form.setError('slug' as Path<Input>, { message: errors.duplicate }, { shouldFocus: true });
              toast({ title: 'Not saved', description: describeSaveError(error, errors), variant: 'error' });
            },
            onSettled: () => setRunning(null),
          },
        );
      },
      () => toast({ title: 'Not saved', description: 'Check the fields marked in red.', variant: 'error' }),
    )();
  const { Main, Side } = editor;
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        aria-label={row ? `Edit ${row.title}` : `New ${names.one}`}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        onSubmit={(event) => {
          event.preventDefault();
          // A form inside a dialog (the media library) bubbles its submit here through the portal.
          if (event.target !== event.currentTarget) return;
          submit({ kind: row && row.status !== 'draft' ? 'keep' : 'draft' });
        }}
      >
        <div className="min-w-0 space-y-6">
          <Main isNew={row === null} />
          {editor.seo && (
            <Card>
              <SeoFields />
            </Card>
          )}
        </div>
        <div className="space-y-6">
          <PublishPanel
            noun={names.one}
            key={`${row?.status ?? 'new'}-${row?.published_at ?? ''}`}
            stored={row}
            pending={running}
            onAction={submit}
          />
          {row && <PreviewCard table={resource.table} id={row.id} />}
          {Side && <Side />}
          {row && editor.revisions && (
            <HistoryCard
              table={resource.table}
              row={row}
              fields={editor.revisions}
              onRestored={(restored) => form.reset(editor.toForm(restored))}
            />
          )}
          {row && (
            <div className="grid gap-2">
              <Button
                variant="secondary"
                className="w-full"
                pending={duplicate.pendingId === row.id}
                onClick={() => duplicate.run(row)}
              >
                <Copy className="h-4 w-4" aria-hidden="true" /> Duplicate {names.one}
              </Button>
              <Button variant="secondary" className="w-full text-red-800" onClick={() => setDeleting(true)}>
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete {names.one}
              </Button>
            </div>
          )}
        </div>
      </form>
      <UnsavedChangesGuard dirty={form.formState.isDirty} leaving={leaving} />
      {row && (
        <DeleteDialog
          resource={resource}
          item={deleting ? row : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            leaving.current = true;
            void navigate(resource.path, { replace: true });
          }}
        />
      )}
    </FormProvider>
  );
}
