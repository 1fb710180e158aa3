import { useState } from 'react';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { PageHeader } from '@admin/components/ui/page-header';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import type { TableDefaults } from '@admin/lib/table-state';
import {
  SUBMISSION_SORTABLE,
  type SubmissionFilters,
  type SubmissionRow,
  useSubmissions,
} from './api/list-submissions';
import { ExportButton } from '@admin/components/inbox/export-button';
import { exportSubmissions } from './export-submissions';
import type { ContactKind, InboxStatus } from './inbox-status';
import { NewCount } from './new-count';
import { submissionColumns } from './submission-columns';
import { OpenSubmission } from './open-submission';
import { SubmissionFilterBar } from './submission-filters';

const DEFAULTS: TableDefaults = {
  pageSize: 20,
  sort: { column: 'created_at', ascending: false },
  sortable: SUBMISSION_SORTABLE,
};

export interface ContactSubmissionsPageProps {
  kind: ContactKind | null;
  status: InboxStatus | null;
  onKindChange: (kind: ContactKind | null) => void;
  onStatusChange: (status: InboxStatus | null) => void;
  /** `?open=<id>`: the submission whose dialog is open (an address staff can share). */
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}

/** /admin/contact-submissions: contact messages and discovery-call requests in one inbox. */
export function ContactSubmissionsPage({
  kind,
  status,
  onKindChange,
  onStatusChange,
  openId,
  onOpenChange,
}: ContactSubmissionsPageProps) {
  const staff = useCurrentStaff();
  const [state, setState] = useTableState(DEFAULTS);
  const [clicked, setClicked] = useState<SubmissionRow | null>(null);
  const filters: SubmissionFilters = { kind, status, search: state.search, sort: state.sort };
  const list = useSubmissions(filters, state);
  const onOpen = (row: SubmissionRow) => {
    setClicked(row);
    onOpenChange(row.id);
  };
  return (
    <>
      <PageHeader
        title="Contact submissions"
        description={
          <>
            Contact messages and discovery-call requests from the site. <NewCount />
          </>
        }
        actions={<ExportButton run={() => exportSubmissions(filters)} />}
      />
      <DataTable
        label="Contact submissions"
        columns={submissionColumns(onOpen)}
        rowKey={(row) => row.id}
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel="Search name, email, company or subject"
        emptyTitle={kind || status ? 'Nothing matches these filters.' : 'No messages or call requests yet.'}
        toolbar={
          <SubmissionFilterBar
            kind={kind}
            status={status}
            onKindChange={onKindChange}
            onStatusChange={onStatusChange}
          />
        }
      />
      {openId && (
        <OpenSubmission
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
