import { Download, Eye, EyeOff, Trash2, X } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { toast } from '@admin/components/ui/toast-store';
import {
  CONTENT_TABLE_INFO,
  type ContentTable,
  countOfItems,
} from '@admin/lib/content-resource/editing/content-tables';
import { useTrashContent } from '@admin/lib/content-resource/editing/trash';
import { describeError } from '@admin/lib/errors';
import { countOf } from '@admin/lib/plural';
import { useRefreshingMutation } from '@admin/lib/refreshing-mutation';
import { type BulkPublication, setPublication } from './bulk-publication';
import { exportSelected } from './export-selected';
import { publicationToast, trashedToast } from './bulk-messages';

interface BulkActionBarProps {
  table: ContentTable;
  /** The selected rows' ids, in the list's order. */
  selectedIds: readonly string[];
  /** Clears the selection (after trashing, and from the bar's own button). */
  onClear: () => void;
}

/** Actions on the rows selected in a list: publish, unpublish, move to trash, export CSV. */
export function BulkActionBar({ table, selectedIds, onClear }: BulkActionBarProps) {
  const [confirmTrash, setConfirmTrash] = useState(false);
  const trash = useTrashContent(table);
  const publication = useRefreshingMutation([], (action: BulkPublication) =>
    setPublication(table, selectedIds, action),
  );
  const exporting = useMutation({ mutationFn: () => exportSelected(table, selectedIds) });
  if (selectedIds.length === 0) return null;
  const selected = countOfItems(table, selectedIds.length);
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: describeError(error), variant: 'error' });
  const publish = (action: BulkPublication) =>
    publication.mutate(action, {
      onSuccess: (changed) => toast(publicationToast(table, action, changed, selectedIds.length)),
      onError: failed('Nothing changed'),
    });
  const moveToTrash = () =>
    trash.mutate(selectedIds, {
      onSuccess: (moved) => {
        onClear();
        toast(trashedToast(table, moved));
      },
      onError: failed('Not moved to the trash'),
      onSettled: () => setConfirmTrash(false),
    });
  const exportCsv = () =>
    exporting.mutate(undefined, {
      onSuccess: (rows) =>
        toast({
          title: 'Export ready',
          description: `${countOf(rows, 'row')} exported.`,
          variant: 'success',
        }),
      onError: failed('Export failed'),
    });
  const busy = publication.isPending || trash.isPending || exporting.isPending;
  const doing = (action: BulkPublication) => publication.isPending && publication.variables === action;
  const buttons = [
    { label: 'Publish', Icon: Eye, pending: doing('publish'), onClick: () => publish('publish') },
    { label: 'Unpublish', Icon: EyeOff, pending: doing('unpublish'), onClick: () => publish('unpublish') },
    { label: 'Move to trash', Icon: Trash2, pending: false, onClick: () => setConfirmTrash(true) },
    { label: 'Export CSV', Icon: Download, pending: exporting.isPending, onClick: exportCsv },
  ];
  return (
    <div
      role="toolbar"
      aria-label={`Actions on the ${selected} selected`}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2"
      data-testid="bulk-actions"
    >
      <p className="mr-2 text-sm font-medium text-ink-900" aria-live="polite">
        {selected} selected
      </p>
      {buttons.map(({ label, Icon, pending, onClick }) => (
        <Button key={label} size="sm" variant="secondary" disabled={busy} pending={pending} onClick={onClick}>
          <Icon className="h-4 w-4" aria-hidden="true" /> {label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onClear}>
        <X className="h-4 w-4" aria-hidden="true" /> Clear selection
      </Button>
      <ConfirmDialog
        open={confirmTrash}
        onOpenChange={setConfirmTrash}
        title={`Move ${selected} to the trash?`}
        description={`Published ${CONTENT_TABLE_INFO[table].other} among them leave the live site when it is next updated. The trash keeps them for 30 days, and you can restore them from there until then; after that they are deleted for good.`}
        confirmLabel="Move to trash"
        destructive
        pending={trash.isPending}
        onConfirm={moveToTrash}
      />
    </div>
  );
}
