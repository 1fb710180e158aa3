import { useState } from 'react';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { PageHeader } from '@admin/components/ui/page-header';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import type { TableDefaults } from '@admin/lib/table-state';
import { useStaffDirectory } from '@admin/lib/staff-directory';
import { type BuildRow, SORTABLE, useBuilds } from './api/builds';
import { buildColumns } from './build-columns';
import { BuildLogDialog } from './build-log';

const DEFAULTS: TableDefaults = {
  pageSize: 25,
  sort: { column: 'requested_at', ascending: false },
  sortable: SORTABLE,
};

/** /admin/publish: every build of the site, who asked for it, how long it took, and its log. */
export function PublishHistoryPage() {
  const staff = useCurrentStaff();
  const [state, setState] = useTableState(DEFAULTS);
  const builds = useBuilds(state);
  const directory = useStaffDirectory();
  const [showing, setShowing] = useState<BuildRow | null>(null);
  const columns = buildColumns({
    currentUserId: staff.session.user.id,
    names: directory.data,
    onShowLog: setShowing,
  });
  return (
    <>
      <PageHeader
        title="Publishing"
        description="Every build of the site: who asked for it, how long it took and its log. Publish from the top bar."
      />
      <DataTable
        label="Builds"
        columns={columns}
        rowKey={(row) => row.id}
        query={builds}
        state={state}
        onStateChange={setState}
        emptyTitle="The site has not been built from the admin yet."
      />
      <BuildLogDialog build={showing} onClose={() => setShowing(null)} />
    </>
  );
}
