import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Path,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { SeoFields } from '@admin/components/forms/seo-fields';
import { PLANNED_NAVIGATION, UnsavedChangesGuard } from '@admin/components/forms/unsaved-changes-guard';
import { useSaveShortcut } from '@admin/components/forms/use-save-shortcut';
import { Button } from '@admin/components/ui/button';
import { Card } from '@admin/components/ui/card';
import { SectionCard } from '@admin/components/ui/section-card';
import { toast } from '@admin/components/ui/toast-store';
import { useSaveContent } from '@admin/lib/content-resource/item';
import {
  capitalised,
  type ContentListRow,
  itemPath,
  type EditorSource,
  type PreparedWrite,
  type PublicationState,
} from '@admin/lib/content-resource/resource';
import type { ContentRow, ContentTable } from '@admin/lib/content-resource/table';
import { describeSaveError, isUniqueViolation } from '@admin/lib/errors';
import {
  INTENT_DONE,
  publicationOf,
  type PublishIntent,
  type PublishIntentKind,
} from '@admin/lib/publication';
import { SaveStatus, type SaveState, useAutosave } from './autosave';
import { DeleteDialog } from './delete-dialog';
import { PublishPanel } from './publish-panel';
import { PreviewActions } from './preview/preview-actions';
import { HistoryCard } from './revisions/revisions-panel';
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
 * With `editor.autosave`, a draft also saves itself when typing pauses.
 */
export function ContentEditorForm<T extends ContentTable, Input extends FieldValues, Values>({
  resource,
  row,
}: ContentEditorFormProps<T, Input, Values>) {
  const { editor, names, errors } = resource;
  const { wording, Main, Side, Publication } = editor;
  const navigate = useNavigate();
  const save = useSaveContent(resource.table, {
    ordered: resource.order !== undefined,
    keepDraftDate: editor.keepDraftDate ?? false,
  });
  const [running, setRunning] = useState<PublishIntentKind | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  // A new item's id from its first save, before the page has moved to its address.
  const createdId = useRef<string | null>(null);
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
  // The toast after a save: the area's own words; else, for a table with its own status model (every
  // save a keep), "{One} saved/added"; else what the intent did.
  const doneTitle = (intent: PublishIntent) =>
    (typeof editor.done === 'function' ? editor.done(intent) : editor.done?.[intent.kind]) ??
    (Publication ? `${capitalised(names.one)} ${row ? 'saved' : 'added'}` : INTENT_DONE[intent.kind]);
  const refuse = async (error: unknown, values: Values, quiet: boolean) => {
    const own = await editor.explainRefusal?.(error, values);
    const field = own?.field ?? (isUniqueViolation(error, 'slug') ? 'slug' : null);
    const message = own?.message ?? describeSaveError(error, errors);
    setSaveState({ kind: 'failed', reason: message });
    if (field) form.setError(field as Path<Input>, { message }, { shouldFocus: !quiet });
    if (!quiet) toast({ title: 'Not saved', description: message, variant: 'error' });
  };
  /** `quiet`: an autosave, told by the save status only, which leaves the form as typed since. */
  const write = async (intent: PublishIntent, values: Values, raw: Input, quiet = false) => {
    setRunning(intent.kind);
    setSaveState({ kind: 'saving' });
    let prepared: PreparedWrite = { columns: {} };
    try {
      prepared = (await editor.prepare?.(values, row)) ?? prepared;
      const content = { ...editor.toContent(values, row), ...prepared.columns };
      const id = row?.id ?? createdId.current;
      const saved = await save.mutateAsync({ id, content, intent, current: row });
      await prepared.saved?.();
      const stored = saved as ContentRow<T> & ContentListRow;
      setSaveState({ kind: 'saved', at: new Date() });
      if (quiet) {
        form.reset(raw, { keepValues: true });
        form.reset(form.getValues(), { keepValues: true, keepDefaultValues: true });
      } else {
        toast({ title: doneTitle(intent), description: stored.title, variant: 'success' });
        form.reset(editor.toForm(saved));
      }
      if (id) return;
      createdId.current = stored.id;
      void navigate(itemPath(resource, stored.id), { replace: true, state: PLANNED_NAVIGATION });
    } catch (error) {
      await prepared.refused?.();
      await refuse(error, values, quiet);
    } finally {
      setRunning(null);
    }
  };
  const submit = (intent: PublishIntent) => {
    const raw = form.getValues();
    void form.handleSubmit(
      (values) => write(intent, values, raw),
      () => toast({ title: 'Not saved', description: 'Check the fields marked in red.', variant: 'error' }),
    )();
  };
  const publication = row ? publicationOf(row.status, row.published_at) : 'draft';
  const watched = useWatch({ control: form.control });
  useAutosave({
    form,
    schema: editor.schema,
    enabled:
      editor.autosave !== undefined &&
      running === null &&
      publication === 'draft' &&
      (row !== null || editor.autosave.worthKeeping(watched as Input)),
    save: (values, raw) => void write({ kind: 'keep' }, values, raw, true),
    onInvalid: (reason) => setSaveState({ kind: 'failed', reason }),
  });
  return (
    <FormProvider {...form}>
      {editor.autosave && (
        <div className="mb-4 flex flex-wrap items-center justify-end gap-x-3">
          <SaveStatus state={saveState} dirty={form.formState.isDirty} />
          {publication !== 'draft' && (
            <p className="text-xs text-ink-600">
              Autosave is for drafts: save to update a {publication} {names.one}.
            </p>
          )}
        </div>
      )}
      <form
        ref={formRef}
        noValidate
        aria-label={wording?.formLabel ?? (row ? `Edit ${row.title}` : `New ${names.one}`)}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        onSubmit={(event) => {
          event.preventDefault();
          // A form inside a dialog (the media library) bubbles its submit here through the portal.
          if (event.target !== event.currentTarget) return;
          submit({ kind: Publication || (row && row.status !== 'draft') ? 'keep' : 'draft' });
        }}
      >
        <div className="min-w-0 space-y-6">
          <Main isNew={row === null} row={row} />
          {editor.seo && (
            <Card>
              <SeoFields />
            </Card>
          )}
        </div>
        <div className="space-y-6">
          {Publication ? (
            <Publication stored={row} saving={running !== null} />
          ) : (
            <PublishPanel
              {...wording?.publish}
              noun={names.one}
              key={`${row?.status ?? 'new'}-${row?.published_at ?? ''}`}
              stored={row}
              pending={running}
              onAction={submit}
            />
          )}
          {row && (
            <SectionCard title="Preview">
              <PreviewActions table={resource.table} id={row.id} />
            </SectionCard>
          )}
          {Side && <Side />}
          {row && editor.revisions && (
            <HistoryCard
              table={resource.table}
              row={row}
              fields={editor.revisions}
              onRestored={(restored) => form.reset(editor.toForm(restored))}
              onLoad={
                editor.autosave
                  ? (snapshot) =>
                      form.reset(editor.toForm(snapshot as ContentRow<T>), { keepDefaultValues: true })
                  : undefined
              }
            />
          )}
          {row && (
            <div className="grid gap-2">
              {!editor.noDuplicate && (
                <Button
                  variant="secondary"
                  className="w-full"
                  pending={duplicate.pendingId === row.id}
                  onClick={() => duplicate.run(row)}
                >
                  <Copy className="h-4 w-4" aria-hidden="true" /> Duplicate {names.one}
                </Button>
              )}
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
