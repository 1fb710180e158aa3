import { Trash2 } from 'lucide-react';
import { Button } from '@admin/components/ui/button';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { useRemoveDaysOff } from '../api/days-off';
import { dayRangeLabel } from './date-range-schema';
import { DAYS_OFF_ERRORS } from './error-messages';

interface DaysOff {
  id: string;
  starts_on: string;
  ends_on: string;
  /** The blackout's name or the time off's note. */
  label: string | null;
}

interface DaysOffListProps {
  table: 'call_host_time_off' | 'call_blackouts';
  items: DaysOff[];
  empty: string;
  canEdit: boolean;
}

/** Ranges of days off, each removable by admins. */
export function DaysOffList({ table, items, empty, canEdit }: DaysOffListProps) {
  const remove = useRemoveDaysOff(table);
  if (items.length === 0) return <p className="text-sm text-ink-600">{empty}</p>;
  return (
    <ul className="divide-y divide-ink-100 rounded-lg border border-ink-200">
      {items.map((item) => {
        const when = dayRangeLabel(item.starts_on, item.ends_on);
        return (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
            <span>
              <span className="font-medium text-ink-950">{when}</span>
              {item.label && <span className="text-ink-700"> · {item.label}</span>}
            </span>
            {canEdit && (
              <Button
                variant="ghost"
                size="sm"
                pending={remove.isPending && remove.variables === item.id}
                onClick={() =>
                  remove.mutate(item.id, {
                    onSuccess: () => toast({ title: `${when} removed`, variant: 'success' }),
                    onError: (error) =>
                      toast({
                        title: 'Not removed',
                        description: describeSaveError(error, DAYS_OFF_ERRORS),
                        variant: 'error',
                      }),
                  })
                }
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove
                <span className="sr-only"> {when}</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
