import { useId } from 'react';
import { Card, CardHeader } from '@admin/components/ui/card';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { describeError, describeSaveError } from '@admin/lib/errors';
import { useAddBlackout, useBlackouts } from '../api/days-off';
import { DayRangeForm } from './day-range-form';
import { DaysOffList } from './days-off-list';
import { DAYS_OFF_ERRORS } from './error-messages';

/** Holidays and other days nobody takes calls. */
export function BlackoutsCard({ canEdit }: { canEdit: boolean }) {
  const headingId = useId();
  const blackouts = useBlackouts();
  const add = useAddBlackout();
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader id={headingId} title="Blackout dates" />
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
            onAdd={(values) =>
              add.mutateAsync(values).then(
                () => void toast({ title: `${values.text} added`, variant: 'success' }),
                (error: unknown) => {
                  toast({
                    title: 'Not added',
                    description: describeSaveError(error, DAYS_OFF_ERRORS),
                    variant: 'error',
                  });
                  throw error;
                },
              )
            }
          />
        )}
      </div>
    </Card>
  );
}
