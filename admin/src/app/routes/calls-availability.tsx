import { AvailabilityPage } from '@admin/features/calls/availability/availability-page';

export function Component() {
  return <AvailabilityPage />;
}
