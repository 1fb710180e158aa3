import { useCallSettings } from '@admin/components/calls/api/call-settings';
import { Card } from '@admin/components/ui/card';
import { PageHeader } from '@admin/components/ui/page-header';
import { SectionNav } from '@admin/components/ui/section-nav';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { describeError } from '@admin/lib/errors';
import { CALLS_SECTIONS } from '../calls-paths';
import { BlackoutsCard } from './blackouts-card';
import { HostsSection } from './hosts-section';
import { SettingsForm } from './settings-form';

/** /admin/calls/availability: when visitors can book (admins change it, editors read it). */
export function AvailabilityPage() {
  const canEdit = useCurrentStaff().role === 'admin';
  const settings = useCallSettings();
  return (
    <>
      <PageHeader
        title="Call availability"
        description="The free times visitors are offered come from these rules, the hosts’ weekly hours and days off, and the calls already booked."
      />
      <SectionNav label="Calls" items={CALLS_SECTIONS} />
      {!canEdit && (
        <p
          className="mb-6 rounded-lg border border-ink-200 bg-ink-50 px-4 py-3 text-sm text-ink-800"
          role="note"
        >
          You can read the availability; only admins can change it.
        </p>
      )}
      {settings.isError ? (
        <Card>
          <ErrorState
            title="The availability could not be loaded"
            message={describeError(settings.error)}
            onRetry={() => void settings.refetch()}
          />
        </Card>
      ) : !settings.data ? (
        <Skeleton className="h-96" />
      ) : (
        <div className="space-y-6">
          <SettingsForm settings={settings.data} canEdit={canEdit} />
          <HostsSection zone={settings.data.time_zone} canEdit={canEdit} />
          <BlackoutsCard canEdit={canEdit} />
        </div>
      )}
    </>
  );
}
