import { useState } from 'react';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { PageHeader } from '@admin/components/ui/page-header';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import type { TableDefaults } from '@admin/lib/table-state';
import {
  APPLICATION_SORTABLE,
  type ApplicationFilters,
  type ApplicationRow,
  useApplications,
} from './api/list-applications';
import { applicationColumns } from './application-columns';
import { ApplicationFilterBar } from './application-filters';
import { OpenApplication } from './open-application';
import type { ApplicationStatus } from './application-status';
import { ExportButton } from '@admin/components/inbox/export-button';
import { exportApplications } from './export-applications';

const DEFAULTS: TableDefaults = {
  pageSize: 20,
  sort: { column: 'created_at', ascending: false },
  sortable: APPLICATION_SORTABLE,
};

export interface JobApplicationsPageProps {
  job: string | null;
  status: ApplicationStatus | null;
  onJobChange: (job: string | null) => void;
  onStatusChange: (status: ApplicationStatus | null) => void;
  /** `?open=<id>`: the application whose dialog is open (an address staff can share). */
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}

/** /admin/job-applications: every application, or one job's (?job=<id>), through the hiring pipeline. */
export function JobApplicationsPage({
  job,
  status,
  onJobChange,
  onStatusChange,
  openId,
  onOpenChange,
}: JobApplicationsPageProps) {
  const staff = useCurrentStaff();
  const [state, setState] = useTableState(DEFAULTS);
  const [clicked, setClicked] = useState<ApplicationRow | null>(null);
  const onOpen = (row: ApplicationRow) => {
    setClicked(row);
    onOpenChange(row.id);
  };
  const filters: ApplicationFilters = { job, status, search: state.search, sort: state.sort };
  const list = useApplications(filters, state);
  const filtered = Boolean(job ?? status);
  return (
    <>
      <PageHeader
        title="Job applications"
        description="Applicants for every job, their résumés and where they are in the hiring pipeline."
        actions={<ExportButton run={() => exportApplications(filters)} />}
      />
      <DataTable
        label="Job applications"
        columns={applicationColumns(onOpen)}
        rowKey={(row) => row.id}
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel="Search by name or email"
        emptyTitle={filtered ? 'No applications match these filters.' : 'No applications yet.'}
        toolbar={
          <ApplicationFilterBar
            job={job}
            status={status}
            onJobChange={onJobChange}
            onStatusChange={onStatusChange}
          />
        }
      />
      {openId && (
        <OpenApplication
          key={openId}
          id={openId}
          fromList={clicked?.id === openId ? clicked : undefined}
          canDelete={staff.role === 'admin'}
          onClose={() => onOpenChange(null)}
        />
      )}
    </>
  );
}
