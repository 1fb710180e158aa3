import { AlertTriangle, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { CsvImportButton } from '@admin/components/csv-import/csv-import-button';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { StatusFilter } from '@admin/components/inbox/status-filter';
import { Button } from '@admin/components/ui/button';
import { DeleteConfirmDialog } from '@admin/components/ui/delete-confirm-dialog';
import { ItemDialog } from '@admin/components/ui/item-dialog';
import { PageHeader } from '@admin/components/ui/page-header';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { newestFirst } from '@admin/lib/table-state';
import {
  type Backlink,
  BACKLINK_ERRORS,
  SORTABLE,
  useBacklinks,
  useDeleteBacklink,
  useLostCount,
} from './api/backlinks';
import { checkOutcome, checkSummary, useCheckAll, useCheckBacklink } from './api/check-backlinks';
import { backlinkColumns } from './backlink-columns';
import { BacklinkForm } from './backlink-form';
import { BACKLINK_IMPORT } from './backlink-import';
import { BACKLINK_STATUSES, type BacklinkStatus } from './backlink-status';

const DEFAULTS = newestFirst(SORTABLE);

type Editing = { backlink: Backlink | null } | null;

interface BacklinkManagementPageProps {
  status: BacklinkStatus | null;
  onStatusChange: (status: BacklinkStatus | null) => void;
}

/** /admin/backlink-management: links to the site, checked on demand by the check-backlinks function. */
export function BacklinkManagementPage({ status, onStatusChange }: BacklinkManagementPageProps) {
  const [state, setState] = useTableState(DEFAULTS);
  const query = { status, search: state.search };
  const list = useBacklinks(query, state);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Backlink | null>(null);
  const [progress, setProgress] = useState<[number, number] | null>(null);
  const remove = useDeleteBacklink();
  const checkOne = useCheckBacklink();
  const checkAll = useCheckAll((done, total) => setProgress([done, total]));

  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: describeSaveError(error, BACKLINK_ERRORS), variant: 'error' });
  const onCheck = (backlink: Backlink) =>
    checkOne.mutate(backlink.id, {
      onSuccess: (result) =>
        toast({ ...checkOutcome(result), variant: result.status === 'live' ? 'success' : 'error' }),
      onError: failed('Not checked'),
    });
  const onCheckAll = () =>
    checkAll.mutate(query, {
      onSuccess: (results) =>
        toast({ title: 'Check finished', description: checkSummary(results), variant: 'info' }),
      onError: failed('Check stopped'),
      onSettled: () => setProgress(null),
    });
  const columns = backlinkColumns({
    checkingId: checkOne.isPending ? checkOne.variables : null,
    onCheck,
    onEdit: (backlink) => setEditing({ backlink }),
    onDelete: setDeleting,
  });
  return (
    <>
      <PageHeader
        title="Backlinks"
        description="Links from other sites to ours: whether each is still there, its anchor text and rel."
        actions={
          <>
            <Button variant="secondary" pending={checkAll.isPending} onClick={onCheckAll}>
              {!checkAll.isPending && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
              Check all
            </Button>
            <CsvImportButton config={BACKLINK_IMPORT} variant="secondary" />
            <Button onClick={() => setEditing({ backlink: null })}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add backlink
            </Button>
          </>
        }
      />
      <p className="sr-only" aria-live="polite">
        {progress ? `Checked ${String(progress[0])} of ${String(progress[1])}` : ''}
      </p>
      {progress && (
        <p className="mb-4 text-sm text-ink-800" data-testid="check-progress">
          Checking… {progress[0]} of {progress[1]} done.
        </p>
      )}
      <LostLinksAlert onShowLost={() => onStatusChange('lost')} />
      <DataTable
        label="Backlinks"
        columns={columns}
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel="Search source or target"
        emptyTitle={status ? 'No backlinks have this status.' : 'No backlinks yet.'}
        toolbar={<StatusFilter statuses={BACKLINK_STATUSES} value={status} onChange={onStatusChange} />}
      />
      <ItemDialog
        item={editing}
        onClose={() => setEditing(null)}
        title={({ backlink }) => (backlink ? 'Edit backlink' : 'Add backlink')}
      >
        {({ backlink }) => <BacklinkForm backlink={backlink} onDone={() => setEditing(null)} />}
      </ItemDialog>
      <DeleteConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete this backlink?"
        description={(backlink) => `${backlink.source_url} will no longer be tracked.`}
        confirmLabel="Delete backlink"
        remove={remove.mutateAsync}
        deleted="Backlink deleted"
        describeError={(error) => describeSaveError(error, BACKLINK_ERRORS)}
      />
    </>
  );
}

/** The number of lost links above the list, with a way to show only them. */
function LostLinksAlert({ onShowLost }: { onShowLost: () => void }) {
  const lost = useLostCount();
  if (!lost.data) return null;
  return (
    <div
      role="status"
      data-testid="lost-count"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <span className="flex items-center gap-2 font-medium">
        <AlertTriangle className="h-5 w-5" aria-hidden="true" />
        {lost.data === 1 ? '1 lost link' : `${String(lost.data)} lost links`}: the page no longer links to us.
      </span>
      <Button variant="secondary" size="sm" onClick={onShowLost}>
        Show lost links
      </Button>
    </div>
  );
}
