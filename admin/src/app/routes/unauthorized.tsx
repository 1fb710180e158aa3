import { UnauthorizedPage } from '@admin/features/unauthorized/unauthorized-page';

export function Component() {
  return <UnauthorizedPage />;
}
