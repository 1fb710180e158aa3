import { JobsPage } from '@admin/features/career-management/jobs-page';

/** `?status=draft|open|closed` and `?department=…` filter the list (with the table's own page, sort and search). */
export function Component() {
  return <JobsPage />;
}
