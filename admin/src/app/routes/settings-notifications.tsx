import { NotificationsPage } from '@admin/features/notifications/notifications-page';

export function Component() {
  return <NotificationsPage />;
}
