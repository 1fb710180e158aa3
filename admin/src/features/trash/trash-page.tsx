import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { SelectFilter } from '@admin/components/content/select-filter';
import { Button } from '@admin/components/ui/button';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { PageHeader } from '@admin/components/ui/page-header';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import {
  CONTENT_TABLE_INFO,
  CONTENT_TABLES,
  type ContentTable,
  countOfItems,
} from '@admin/lib/content-resource/editing/content-tables';
import { describeError } from '@admin/lib/errors';
import { countOf } from '@admin/lib/plural';
import { useStaffDirectory } from '@admin/lib/staff-directory';
import { ANOTHER_STAFF_MEMBER } from '@admin/lib/staff-names';
import { TRASH_DAYS, type TrashedItem, useTrashedItems } from './api/trashed-items';
import { itemKey, TrashTable } from './trash-table';
import { useTrashActions } from './use-trash-actions';

const TYPE_OPTIONS = [
  { value: '' as const, label: 'All types' },
  ...CONTENT_TABLES.map((table) => ({ value: table, label: CONTENT_TABLE_INFO[table].other })),
];

/** What is waiting to be deleted for good: the items to act on when an admin asks. */
type Confirming = { kind: 'delete'; items: readonly TrashedItem[] } | { kind: 'empty' } | null;

interface TrashPageProps {
  type: ContentTable | undefined;
  onTypeChange: (type: ContentTable | undefined) => void;
}

/** Deleted content of every type: restore it as it was, or (admins) delete it for good. */
export function TrashPage({ type, onTypeChange }: TrashPageProps) {
  const staff = useCurrentStaff();
  const isAdmin = staff.role === 'admin';
  const trashed = useTrashedItems(type);
  const directory = useStaffDirectory();
  const actions = useTrashActions();
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<Confirming>(null);
  const items = trashed.data ?? [];
  // Only what is still listed counts as selected (restored items leave the list).
  const selected = items.filter((item) => selectedKeys.has(itemKey(item)));
  const select = (keys: readonly string[], on: boolean) =>
    setSelectedKeys((current) => {
      const next = new Set(current);
      for (const key of keys)
        if (on) next.add(key);
        else next.delete(key);
      return next;
    });
  const deleterOf = (item: TrashedItem) =>
    item.deletedBy === null
      ? null
      : item.deletedBy === staff.session.user.id
        ? 'you'
        : (directory.data?.get(item.deletedBy) ?? ANOTHER_STAFF_MEMBER);
  const restore = async (chosen: readonly TrashedItem[]) => {
    if (await actions.restoreItems(chosen)) select(chosen.map(itemKey), false);
  };
  const confirmDelete = async () => {
    if (!confirming) return;
    if (confirming.kind === 'empty') await actions.emptyTrash(type);
    else if (await actions.deleteForGood(confirming.items)) select(confirming.items.map(itemKey), false);
    setConfirming(null);
  };
  return (
    <>
      <PageHeader
        title="Trash"
        description={`Deleted content stays here for ${String(TRASH_DAYS)} days, then it is deleted for good. Restore an item to put it back as it was, with its address, place in the order and images.`}
        actions={
          isAdmin && (
            <Button
              variant="danger"
              disabled={actions.pending || items.length === 0}
              onClick={() => setConfirming({ kind: 'empty' })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Empty trash
            </Button>
          )
        }
      />
      <div className="overflow-hidden rounded-xl border border-ink-200 bg-white shadow-card">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-200 p-4">
          <SelectFilter label="Type" options={TYPE_OPTIONS} value={type} onChange={onTypeChange} />
          {selected.length > 0 && (
            <div
              role="toolbar"
              aria-label="Actions on the selected items"
              className="flex flex-wrap items-center gap-2"
            >
              <p className="text-sm font-medium text-ink-900">{countOf(selected.length, 'item')} selected</p>
              <Button
                size="sm"
                variant="secondary"
                disabled={actions.pending}
                onClick={() => void restore(selected)}
              >
                <RotateCcw className="h-4 w-4" aria-hidden="true" /> Restore selected
              </Button>
              {isAdmin && (
                <Button
                  size="sm"
                  variant="danger"
                  disabled={actions.pending}
                  onClick={() => setConfirming({ kind: 'delete', items: selected })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete selected for good
                </Button>
              )}
            </div>
          )}
        </div>
        {trashed.isPending ? (
          <div className="space-y-2 p-4">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : trashed.isError ? (
          <ErrorState
            title="The trash could not be loaded"
            message={describeError(trashed.error)}
            onRetry={() => void trashed.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            title={type ? `No ${CONTENT_TABLE_INFO[type].other} in the trash.` : 'The trash is empty.'}
          />
        ) : (
          <TrashTable
            items={items}
            selected={selectedKeys}
            onSelect={select}
            deleterOf={deleterOf}
            mayDelete={isAdmin}
            pending={actions.pending}
            onRestore={(item) => void restore([item])}
            onDelete={(item) => setConfirming({ kind: 'delete', items: [item] })}
          />
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={
          confirming?.kind === 'empty'
            ? type
              ? `Delete every ${CONTENT_TABLE_INFO[type].one} in the trash?`
              : 'Empty the trash?'
            : `Delete ${countOf(confirming?.items.length ?? 0, 'item')} for good?`
        }
        description={
          confirming?.kind === 'empty'
            ? `${type ? `The ${countOfItems(type, items.length)}` : `All ${countOf(items.length, 'item')}`} in the trash ${items.length === 1 ? 'is' : 'are'} deleted for good. This cannot be undone.`
            : `${confirming?.items.length === 1 ? `“${confirming.items[0]?.title ?? ''}” is` : 'They are'} deleted for good and cannot be restored.`
        }
        confirmLabel={confirming?.kind === 'empty' ? 'Empty trash' : 'Delete for good'}
        destructive
        pending={actions.pending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
