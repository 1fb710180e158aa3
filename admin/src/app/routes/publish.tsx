import { PublishHistoryPage } from '@admin/features/publish/publish-history-page';

export function Component() {
  return <PublishHistoryPage />;
}
