import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { RowAction, TimeCell } from '@admin/components/data-table/cells';
import { type Column, DataTable } from '@admin/components/data-table/data-table';
import { Badge } from '@admin/components/ui/badge';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { ItemDialog } from '@admin/components/ui/item-dialog';
import { PageHeader } from '@admin/components/ui/page-header';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { dateTime } from '@admin/lib/format-time';
import { newestFirst } from '@admin/lib/table-state';
import { useStaffDirectory } from '@admin/lib/staff-directory';
import { type BuildRow, SORTABLE, useBuild, useBuilds } from './api/builds';
import { formatDuration, requesterLabel, STATUS_LABEL, STATUS_TONE, triggerLabel } from './build-status';
import { BuildProgress } from './build-progress';

const DEFAULTS = newestFirst(SORTABLE, 'requested_at');

/** /admin/publish: every build of the site, who asked for it, how long it took, and its log. */
export function PublishHistoryPage() {
  const staff = useCurrentStaff();
  const [state, setState] = useTableState(DEFAULTS);
  const builds = useBuilds(state);
  const directory = useStaffDirectory();
  const [showing, setShowing] = useState<BuildRow | null>(null);
  const columns = buildColumns(staff.session.user.id, directory.data, setShowing);
  return (
    <>
      <PageHeader
        title="Publishing"
        description="Every build of the site: who asked for it, how long it took and its log. Publish from the top bar."
      />
      <DataTable
        label="Builds"
        columns={columns}
        query={builds}
        state={state}
        onStateChange={setState}
        emptyTitle="The site has not been built from the admin yet."
      />
      <BuildLogDialog build={showing} onClose={() => setShowing(null)} />
    </>
  );
}

/** The build history's columns (`names`: colleagues' display names by user id, once loaded); sortable ids are database columns. */
function buildColumns(
  currentUserId: string,
  names: ReadonlyMap<string, string> | undefined,
  onShowLog: (build: BuildRow) => void,
): Column<BuildRow>[] {
  return [
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <Badge tone={STATUS_TONE[row.status]}>
          <span data-testid="history-status">{STATUS_LABEL[row.status]}</span>
        </Badge>
      ),
    },
    { id: 'trigger', header: 'Trigger', cell: (row) => triggerLabel(row.trigger) },
    {
      id: 'requested_by',
      header: 'Requested by',
      cell: (row) => requesterLabel(row, currentUserId, names),
    },
    {
      id: 'requested_at',
      header: 'Requested',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (row) => <TimeCell at={row.requested_at} />,
    },
    {
      id: 'duration_ms',
      header: 'Duration',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (row) =>
        row.duration_ms === null ? <span className="text-ink-700">—</span> : formatDuration(row.duration_ms),
    },
    {
      id: 'log',
      header: 'Log',
      className: 'text-right',
      cell: (row) => (
        <RowAction
          label="View log"
          name={`of the build requested ${dateTime(row.requested_at)}`}
          icon={ScrollText}
          onClick={() => onShowLog(row)}
        />
      ),
    },
  ];
}

/** A build's progress with its whole log, followed live while the build runs. */
function BuildLogDialog({ build, onClose }: { build: BuildRow | null; onClose: () => void }) {
  const detail = useBuild(build?.id ?? null);
  return (
    <ItemDialog
      item={build}
      onClose={onClose}
      title={() => 'Build log'}
      description={build ? `Requested ${dateTime(build.requested_at)}` : undefined}
      className="max-w-3xl"
    >
      {(row) => <BuildProgress build={{ ...row, ...detail.data }} wholeLog />}
    </ItemDialog>
  );
}
