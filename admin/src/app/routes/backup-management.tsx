import { BackupManagementPage } from '@admin/features/backup-management/backup-management-page';

export function Component() {
  return <BackupManagementPage />;
}
