import { AppShell } from '../layout/app-shell';

export function Component() {
  return <AppShell />;
}
