import { useUrlParams } from '@admin/components/data-table/use-url-params';
import type { JobFilters } from '@admin/features/career-management/api/list-jobs';
import { JOB_STATUSES } from '@admin/features/career-management/job-labels';
import { JobsPage } from '@admin/features/career-management/jobs-page';

/** `?status=draft|open|closed` and `?department=…` filter the list; anything else shows every job. */
export function Component() {
  const [params, changeParams] = useUrlParams();
  const department = params.get('department')?.trim().slice(0, 60) ?? '';
  const filters: JobFilters = {
    status: JOB_STATUSES.find((status) => status === params.get('status')),
    department: department === '' ? undefined : department,
  };
  const setFilters = (next: JobFilters) =>
    changeParams({ status: next.status, department: next.department, page: null });
  return <JobsPage filters={filters} onFiltersChange={setFilters} />;
}
