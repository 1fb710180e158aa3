import * as z from 'zod/v4-mini';
import { useUrlParams } from '@admin/components/data-table/use-url-params';
import { APPLICATION_STATUSES } from '@admin/features/job-applications/application-status';
import { NO_JOB } from '@admin/features/job-applications/applications-inbox';
import { JobApplicationsPage } from '@admin/features/job-applications/job-applications-page';

const jobParam = z.union([z.uuid(), z.literal(NO_JOB)]);

/**
 * `?job=<job id>|none` and `?status=<status>` filter the list; anything malformed shows everything.
 * `?open=<id>` opens that application (the staff emails link there).
 */
export function Component() {
  const [params, changeParams] = useUrlParams();
  const job = jobParam.safeParse(params.get('job'));
  const status = params.get('status');
  const setParam = (key: string, value: string | null) => changeParams({ [key]: value, page: null });
  return (
    <JobApplicationsPage
      job={job.success ? job.data : null}
      status={APPLICATION_STATUSES.is(status) ? status : null}
      onJobChange={(value) => setParam('job', value)}
      onStatusChange={(value) => setParam('status', value)}
      openId={params.get('open')}
      onOpenChange={(id) => changeParams({ open: id })}
    />
  );
}
