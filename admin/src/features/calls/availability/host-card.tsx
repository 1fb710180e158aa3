import { useId } from 'react';
import { Badge } from '@admin/components/ui/badge';
import { Card } from '@admin/components/ui/card';
import { useAddTimeOff } from '../api/days-off';
import type { CallHost } from '../api/hosts';
import { DayRangeForm } from './day-range-form';
import { DaysOffList } from './days-off-list';
import { HostForm } from './host-form';
import { WeeklyHoursForm } from './weekly-hours-form';

/** One host: details, weekly hours and days off. */
export function HostCard({ host, zone, canEdit }: { host: CallHost; zone: string; canEdit: boolean }) {
  const headingId = useId();
  const addTimeOff = useAddTimeOff();
  const timeOff = [...host.time_off].sort((a, b) => a.starts_on.localeCompare(b.starts_on));
  return (
    <Card aria-labelledby={headingId} data-testid={`host-${host.email}`}>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base font-semibold text-ink-950">
          {host.display_name}
        </h3>
        {host.is_active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
      </div>
      <div className="space-y-6">
        <HostForm
          id={host.id}
          canEdit={canEdit}
          values={{
            display_name: host.display_name,
            email: host.email,
            meeting_url: host.meeting_url ?? '',
            is_active: host.is_active,
          }}
        />
        <WeeklyHoursForm host={host} zone={zone} canEdit={canEdit} />
        <section className="space-y-3">
          <h4 className="text-sm font-semibold uppercase tracking-wide text-ink-700">Time off</h4>
          <DaysOffList
            table="call_host_time_off"
            items={timeOff.map((row) => ({ ...row, label: row.note }))}
            empty="No time off planned."
            canEdit={canEdit}
          />
          {canEdit && (
            <DayRangeForm
              kind="time-off"
              submitLabel="Add time off"
              pending={addTimeOff.isPending}
              onAdd={(values) => addTimeOff.mutateAsync({ hostId: host.id, values })}
              added={() => 'Time off added'}
            />
          )}
        </section>
      </div>
    </Card>
  );
}
