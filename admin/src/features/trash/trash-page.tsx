import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { SelectFilter } from '@admin/components/content/select-filter';
import { type Column, DataTable } from '@admin/components/data-table/data-table';
import { Button } from '@admin/components/ui/button';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { PageHeader } from '@admin/components/ui/page-header';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import {
  CONTENT_TABLE_INFO,
  CONTENT_TABLES,
  type ContentTable,
  countOfItems,
  typeLabel,
} from '@admin/lib/content-resource/editing/content-tables';
import { capitalised } from '@admin/lib/content-resource/resource';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import { countOf } from '@admin/lib/plural';
import { useStaffDirectory } from '@admin/lib/staff-directory';
import { actorName } from '@admin/lib/staff-names';
import { type TableState, pageRange } from '@admin/lib/table-state';
import { purgeDate, TRASH_DAYS, type TrashedItem, useTrashedItems } from './api/trashed-items';
import { useTrashActions } from './use-trash-actions';

const TYPE_OPTIONS = [
  { value: '' as const, label: 'All types' },
  ...CONTENT_TABLES.map((table) => ({ value: table, label: capitalised(CONTENT_TABLE_INFO[table].other) })),
];

const FIRST_PAGE: TableState = { page: 1, pageSize: 50, sort: null, search: '' };

const itemKey = (item: TrashedItem) => `${item.table}:${item.id}`;

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
  const [table, setTable] = useState(FIRST_PAGE);
  const [selectedKeys, setSelectedKeys] = useState<readonly string[]>([]);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const items = trashed.data ?? [];
  // Only what is still listed counts as selected (restored items leave the list).
  const selected = items.filter((item) => selectedKeys.includes(itemKey(item)));
  const [from, to] = pageRange(table);
  const deselect = (done: readonly TrashedItem[]) =>
    setSelectedKeys((keys) => keys.filter((key) => !done.some((item) => itemKey(item) === key)));
  const deleterOf = (item: TrashedItem) =>
    item.deletedBy === staff.session.user.id
      ? 'you'
      : item.deletedBy && actorName({ actor_id: item.deletedBy, actor_email: null }, '', directory.data);
  const restore = async (chosen: readonly TrashedItem[]) => {
    if (await actions.restoreItems(chosen)) deselect(chosen);
  };
  const confirmDelete = async () => {
    if (!confirming) return;
    if (confirming.kind === 'empty') await actions.emptyTrash(type);
    else if (await actions.deleteForGood(confirming.items)) deselect(confirming.items);
    setConfirming(null);
  };
  /** Restore and (for admins) Delete for good: of one row (`one`), or of the selected rows. */
  const buttonsFor = (chosen: readonly TrashedItem[], one?: TrashedItem) => (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={actions.pending}
        aria-label={one && `Restore “${one.title}”`}
        onClick={() => void restore(chosen)}
      >
        <RotateCcw className="h-4 w-4" aria-hidden="true" /> {one ? 'Restore' : 'Restore selected'}
      </Button>
      {isAdmin && (
        <Button
          size="sm"
          variant={one ? 'ghost' : 'danger'}
          disabled={actions.pending}
          aria-label={one && `Delete “${one.title}” for good`}
          onClick={() => setConfirming({ kind: 'delete', items: chosen })}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />{' '}
          {one ? 'Delete for good' : 'Delete selected for good'}
        </Button>
      )}
    </>
  );
  const columns: Column<TrashedItem>[] = [
    {
      id: 'title',
      header: 'Title',
      cell: (item) => <span className="font-medium text-ink-950">{item.title}</span>,
    },
    { id: 'type', header: 'Type', cell: (item) => typeLabel(item.table) },
    {
      id: 'deleted',
      header: 'Deleted',
      cell: (item) => {
        const deleter = deleterOf(item);
        return (
          <>
            <time dateTime={item.deletedAt} title={dateTime(item.deletedAt)}>
              {timeAgo(item.deletedAt)}
            </time>
            {deleter && <span className="block text-xs text-ink-700">by {deleter}</span>}
          </>
        );
      },
    },
    {
      id: 'purge',
      header: 'Deleted for good after',
      cell: (item) => {
        const purgeAfter = purgeDate(item.deletedAt).toISOString();
        return <time dateTime={purgeAfter}>{dateTime(purgeAfter)}</time>;
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (item) => <div className="flex justify-end gap-2">{buttonsFor([item], item)}</div>,
    },
  ];
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
      <DataTable
        label="Items in the trash, most recently deleted first"
        columns={columns}
        rowKey={itemKey}
        rowTestId="trashed-item"
        query={{ ...trashed, data: trashed.data && { rows: items.slice(from, to + 1), total: items.length } }}
        state={table}
        onStateChange={setTable}
        errorTitle="The trash could not be loaded"
        emptyTitle={type ? `No ${CONTENT_TABLE_INFO[type].other} in the trash.` : 'The trash is empty.'}
        selection={{
          selected: selectedKeys,
          onChange: setSelectedKeys,
          name: (item) => `“${item.title}”`,
        }}
        toolbar={
          <>
            <SelectFilter
              label="Type"
              options={TYPE_OPTIONS}
              value={type}
              onChange={(next) => {
                setTable(FIRST_PAGE);
                onTypeChange(next);
              }}
            />
            {selected.length > 0 && (
              <div
                role="toolbar"
                aria-label="Actions on the selected items"
                className="flex flex-wrap items-center gap-2"
              >
                <p className="text-sm font-medium text-ink-900">
                  {countOf(selected.length, 'item')} selected
                </p>
                {buttonsFor(selected)}
              </div>
            )}
          </>
        }
      />
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
