import { SectionCard } from '@admin/components/ui/section-card';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { useAddBlackout, useBlackouts } from '../api/days-off';
import { DayRangeForm } from './day-range-form';
import { DaysOffList } from './days-off-list';

/** Holidays and other days nobody takes calls. */
export function BlackoutsCard({ canEdit }: { canEdit: boolean }) {
  const blackouts = useBlackouts();
  const add = useAddBlackout();
  return (
    <SectionCard title="Blackout dates">
      <p className="mb-3 text-sm text-ink-700">Nobody is booked on these days (in the agency’s time zone).</p>
      <div className="space-y-4">
        {blackouts.isError ? (
          <ErrorState message={describeError(blackouts.error)} onRetry={() => void blackouts.refetch()} />
        ) : !blackouts.data ? (
          <Skeleton className="h-24" />
        ) : (
          <DaysOffList
            table="call_blackouts"
            items={blackouts.data.map((row) => ({ ...row, label: row.name }))}
            empty="No blackout dates."
            canEdit={canEdit}
          />
        )}
        {canEdit && (
          <DayRangeForm
            kind="blackout"
            submitLabel="Add blackout"
            pending={add.isPending}
            onAdd={(values) => add.mutateAsync(values)}
            added={(values) => `${values.text} added`}
          />
        )}
      </div>
    </SectionCard>
  );
}
