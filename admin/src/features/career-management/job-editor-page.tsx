import { ArrowLeft, Inbox } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HistoryCard } from '@admin/components/content-resource/editor-extras';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { countOf } from '@admin/lib/plural';
import { jobQuery, useJob } from './api/job';
import { DeleteJob } from './delete-job';
import { JobForm } from './job-form';
import { jobPaths } from './job-paths';
import { JOB_REVISION_FIELDS } from './job-revision-fields';
import { JobStatusBadge } from './job-status-badge';

function BackToJobs() {
  return (
    <Link
      to={jobPaths.list}
      className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All jobs
    </Link>
  );
}

/** /admin/career-management/new: a new job. */
export function NewJobPage() {
  const navigate = useNavigate();
  return (
    <>
      <BackToJobs />
      <PageHeader title="New job" description="It stays a draft until you open it." />
      <JobForm job={null} onSaved={(id) => void navigate(jobPaths.edit(id), { replace: true })} />
    </>
  );
}

/** /admin/career-management/:id: one job, its applications and its deletion. */
export function EditJobPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useJob(id);
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  // A restored revision replaces the form's values: the form starts again from the restored job.
  const [restores, setRestores] = useState(0);
  if (query.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-64" />
      </div>
    );
  if (query.isError)
    return (
      <ErrorState
        title="The job could not be loaded"
        message={describeError(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  const { job, applications } = query.data;
  if (!job)
    return (
      <>
        <BackToJobs />
        <PageHeader title="Job not found" />
        <EmptyState title="This job does not exist, or it was deleted." />
      </>
    );
  return (
    <>
      <BackToJobs />
      <PageHeader
        title={job.title}
        description={<JobStatusBadge status={job.status} />}
        actions={
          <Button asChild variant="secondary">
            <Link to={jobPaths.applications(job.id)}>
              <Inbox className="h-4 w-4" aria-hidden="true" />
              {countOf(applications, 'application')}
            </Link>
          </Button>
        }
      />
      <JobForm
        key={`${job.id}-${String(restores)}`}
        job={job}
        onSaved={() => undefined}
        onDelete={() => setDeleting(true)}
      />
      <div className="mt-6 max-w-3xl">
        <HistoryCard
          table="jobs"
          row={job}
          fields={JOB_REVISION_FIELDS}
          onRestored={(restored) => {
            queryClient.setQueryData(jobQuery(id).queryKey, { job: restored, applications });
            setRestores((count) => count + 1);
          }}
        />
      </div>
      <DeleteJob
        job={deleting ? { id: job.id, title: job.title, applications } : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(jobPaths.list, { replace: true })}
      />
    </>
  );
}
