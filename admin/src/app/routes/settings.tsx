import { SettingsPage } from '@admin/features/settings/settings-page';

export function Component() {
  return <SettingsPage />;
}
