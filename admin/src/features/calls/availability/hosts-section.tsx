import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { useHosts } from '../api/hosts';
import { HostCard } from './host-card';
import { HostForm } from './host-form';
import { EMPTY_HOST } from './host-schema';

/** The staff who take calls; each call goes to the least busy host free at its time. */
export function HostsSection({ zone, canEdit }: { zone: string; canEdit: boolean }) {
  const hosts = useHosts();
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
          <HostForm
            id={null}
            values={EMPTY_HOST}
            canEdit
            onSaved={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        </Card>
      )}
      {hosts.isError ? (
        <Card>
          <ErrorState
            title="The hosts could not be loaded"
            message={describeError(hosts.error)}
            onRetry={() => void hosts.refetch()}
          />
        </Card>
      ) : !hosts.data ? (
        <Skeleton className="h-96" />
      ) : hosts.data.length === 0 ? (
        <Card>
          <EmptyState title="No hosts yet: visitors cannot book a call until a host has weekly hours." />
        </Card>
      ) : (
        hosts.data.map((host) => <HostCard key={host.id} host={host} zone={zone} canEdit={canEdit} />)
      )}
    </section>
  );
}
