import { NewJobPage } from '@admin/features/career-management/job-editor-page';

export function Component() {
  return <NewJobPage />;
}
