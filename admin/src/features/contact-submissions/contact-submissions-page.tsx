import { useState } from 'react';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { PageHeader } from '@admin/components/ui/page-header';
import { toast } from '@admin/components/ui/toast-store';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import type { TableDefaults } from '@admin/lib/table-state';
import {
  SUBMISSION_SORTABLE,
  type SubmissionFilters,
  type SubmissionRow,
  useSubmissions,
} from './api/list-submissions';
import { useUpdateSubmission } from './api/update-submission';
import { ExportButton } from '@admin/components/inbox/export-button';
import { exportSubmissions } from './export-submissions';
import { SUBMISSION_ERRORS } from './error-messages';
import { describeSaveError } from '@admin/lib/errors';
import type { ContactKind, InboxStatus } from './inbox-status';
import { NewCount } from './new-count';
import { submissionColumns } from './submission-columns';
import { SubmissionDialog } from './submission-dialog';
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
}

/** /admin/contact-submissions: contact messages and discovery-call requests in one inbox. */
export function ContactSubmissionsPage({
  kind,
  status,
  onKindChange,
  onStatusChange,
}: ContactSubmissionsPageProps) {
  const staff = useCurrentStaff();
  const [state, setState] = useTableState(DEFAULTS);
  const [open, setOpen] = useState<SubmissionRow | null>(null);
  const update = useUpdateSubmission();
  const filters: SubmissionFilters = { kind, status, search: state.search, sort: state.sort };
  const list = useSubmissions(filters, state);
  const onOpen = (row: SubmissionRow) => {
    // Opening a new item reads it; the list and the dialog show that at once and roll back if the server refuses.
    setOpen(row.status === 'new' ? { ...row, status: 'read' } : row);
    if (row.status === 'new')
      update.mutate(
        { id: row.id, patch: { status: 'read' } },
        {
          onError: (error) =>
            toast({
              title: 'Could not mark it read',
              description: describeSaveError(error, SUBMISSION_ERRORS),
              variant: 'error',
            }),
        },
      );
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
      {open && (
        <SubmissionDialog row={open} canDelete={staff.role === 'admin'} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
