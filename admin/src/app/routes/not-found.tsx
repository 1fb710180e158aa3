import { NotFoundPage } from '@admin/features/not-found/not-found-page';

export function Component() {
  return <NotFoundPage />;
}
