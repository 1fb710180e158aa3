import type { Column } from '@admin/components/data-table/data-table';
import { emailColumn, openColumn, receivedColumn, statusColumn } from '@admin/components/inbox/inbox-columns';
import { type InboxAddress, InboxPage } from '@admin/components/inbox/inbox-page';
import { ApplicationDialog } from './application-dialog';
import { JobFilter } from './job-filter';
import { APPLICATION_STATUSES, type ApplicationStatus } from './application-status';
import { type ApplicationRow, APPLICATIONS_INBOX } from './applications-inbox';
import { exportApplications } from './export-applications';

/** The applications table; sortable ids are job_applications columns. */
const applicationColumns = (onOpen: (row: ApplicationRow) => void): Column<ApplicationRow>[] => [
  openColumn({
    id: 'full_name',
    header: 'Applicant',
    name: (row) => row.full_name,
    action: 'open application',
    onOpen,
  }),
  emailColumn(),
  {
    id: 'job',
    header: 'Job',
    cell: (row) => row.job?.title ?? <span className="text-ink-700">Job removed</span>,
  },
  statusColumn(APPLICATION_STATUSES),
  receivedColumn('Applied'),
];

interface JobApplicationsPageProps extends InboxAddress<ApplicationStatus> {
  job: string | null;
  onJobChange: (job: string | null) => void;
}

/** /admin/job-applications: every application, or one job's (?job=<id>), through the hiring pipeline. */
export function JobApplicationsPage({ job, onJobChange, ...address }: JobApplicationsPageProps) {
  return (
    <InboxPage
      {...address}
      inbox={APPLICATIONS_INBOX}
      title="Job applications"
      description="Applicants for every job, their résumés and where they are in the hiring pipeline."
      searchLabel="Search by name or email"
      emptyTitle={job || address.status ? 'No applications match these filters.' : 'No applications yet.'}
      ownFilters={<JobFilter job={job} onChange={onJobChange} />}
      filters={({ search, sort }) => ({ job, status: address.status, search, sort })}
      columns={applicationColumns}
      exportRows={exportApplications}
      missing="This application no longer exists"
      dialog={(opened) => <ApplicationDialog {...opened} />}
    />
  );
}
