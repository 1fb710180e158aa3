import { useParams } from 'react-router-dom';
import { EditJobPage } from '@admin/features/career-management/job-editor-page';
import { NotFoundPage } from '@admin/features/not-found/not-found-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `:id` must be a job's uuid; anything else is a page that does not exist. */
export function Component() {
  const { id = '' } = useParams();
  return UUID.test(id) ? <EditJobPage key={id} id={id} /> : <NotFoundPage />;
}
