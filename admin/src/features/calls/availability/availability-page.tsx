import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useCallSettings } from '@admin/components/calls/api';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { PageHeader } from '@admin/components/ui/page-header';
import { QueryView } from '@admin/components/ui/query-view';
import { SectionCard } from '@admin/components/ui/section-card';
import { SectionNav } from '@admin/components/ui/section-nav';
import { EmptyState, Skeleton } from '@admin/components/ui/states';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { CALLS_SECTIONS } from '../calls-view';
import { useHosts } from '../calls-api';
import { useBlackouts } from './availability-api';
import { DaysOff } from './days-off';
import { HostCard, HostForm } from './host-card';
import { EMPTY_HOST } from './schemas';
import { SettingsForm } from './settings-form';

/** /admin/calls/availability: when visitors can book (admins change it, editors read it). */
export function AvailabilityPage() {
  const canEdit = useCurrentStaff().role === 'admin';
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
      <QueryView
        query={useCallSettings()}
        loading={<Skeleton className="h-96" />}
        errorTitle="The availability could not be loaded"
      >
        {(settings) => (
          <div className="space-y-6">
            <SettingsForm settings={settings} canEdit={canEdit} />
            <HostsSection zone={settings.time_zone} canEdit={canEdit} />
            <BlackoutsCard canEdit={canEdit} />
          </div>
        )}
      </QueryView>
    </>
  );
}

/** The staff who take calls; each call goes to the least busy host free at its time. */
function HostsSection({ zone, canEdit }: { zone: string; canEdit: boolean }) {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="hosts-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="hosts-heading" className="text-lg font-semibold text-ink-950">
          Hosts
        </h2>
        {canEdit && !adding && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> New host
          </Button>
        )}
      </div>
      {adding && (
        <Card aria-labelledby="new-host-heading">
          <CardHeader id="new-host-heading" title="New host" />
          <HostForm id={null} values={EMPTY_HOST} canEdit onDone={() => setAdding(false)} />
        </Card>
      )}
      <QueryView
        query={useHosts()}
        loading={<Skeleton className="h-96" />}
        errorTitle="The hosts could not be loaded"
        empty={
          <Card>
            <EmptyState title="No hosts yet: visitors cannot book a call until a host has weekly hours." />
          </Card>
        }
      >
        {(hosts) => hosts.map((host) => <HostCard key={host.id} host={host} zone={zone} canEdit={canEdit} />)}
      </QueryView>
    </section>
  );
}

/** Holidays and other days nobody takes calls. */
function BlackoutsCard({ canEdit }: { canEdit: boolean }) {
  return (
    <SectionCard title="Blackout dates">
      <p className="mb-3 text-sm text-ink-700">Nobody is booked on these days (in the agency’s time zone).</p>
      <div className="space-y-4">
        <QueryView query={useBlackouts()} loading={<Skeleton className="h-24" />}>
          {(rows) => (
            <DaysOff
              hostId={null}
              items={rows.map((row) => ({ ...row, label: row.name }))}
              canEdit={canEdit}
            />
          )}
        </QueryView>
      </div>
    </SectionCard>
  );
}
