import { InboxPage } from '@admin/components/inbox/inbox-page';
import { ApplicationDialog } from './application-dialog';
import { applicationColumns } from './application-columns';
import { JobFilter } from './job-filter';
import type { ApplicationStatus } from './application-status';
import { APPLICATIONS_INBOX } from './applications-inbox';
import { exportApplications } from './export-applications';

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
  return (
    <InboxPage
      inbox={APPLICATIONS_INBOX}
      title="Job applications"
      description="Applicants for every job, their résumés and where they are in the hiring pipeline."
      searchLabel="Search by name or email"
      emptyTitle={job || status ? 'No applications match these filters.' : 'No applications yet.'}
      ownFilters={<JobFilter job={job} onChange={onJobChange} />}
      status={status}
      onStatusChange={onStatusChange}
      filters={({ search, sort }) => ({ job, status, search, sort })}
      columns={applicationColumns}
      exportRows={exportApplications}
      openId={openId}
      onOpenChange={onOpenChange}
      missing="This application no longer exists"
      dialog={(opened) => <ApplicationDialog {...opened} />}
    />
  );
}
