import { Link } from 'react-router-dom';
import { SelectFilter } from '@admin/components/content/select-filter';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import {
  DELIVERY_KINDS,
  DELIVERY_STATUSES,
  type DeliveryKind,
  type DeliveryStatus,
  deliveryStatusLabel,
} from '@admin/components/deliveries/delivery-labels';
import { PageHeader } from '@admin/components/ui/page-header';
import { toast } from '@admin/components/ui/toast-store';
import { paths } from '@admin/config/paths';
import { describeError } from '@admin/lib/errors';
import type { TableDefaults } from '@admin/lib/table-state';
import { type Delivery, SORTABLE, useDeliveries } from './api/deliveries';
import { useRetryDelivery } from './api/retry-delivery';
import { deliveryColumns } from './delivery-columns';
import { NEEDS_ATTENTION, readStatuses, writeStatuses } from './delivery-filters';

const DEFAULTS: TableDefaults = {
  pageSize: 25,
  sort: { column: 'created_at', ascending: false },
  sortable: SORTABLE,
};

const STATUS_OPTIONS: { value: string; label: string }[] = [
  { value: '', label: 'All statuses' },
  { value: writeStatuses(NEEDS_ATTENTION) ?? '', label: 'Failed or dead' },
  ...DELIVERY_STATUSES.map((status) => ({ value: status, label: deliveryStatusLabel(status) })),
];

const KIND_OPTIONS = [
  { value: '' as const, label: 'All kinds' },
  ...Object.entries(DELIVERY_KINDS).map(([value, label]) => ({ value: value as DeliveryKind, label })),
];

interface DeliveriesPageProps {
  statuses: readonly DeliveryStatus[];
  kind: DeliveryKind | null;
  onFilterChange: (changes: { statuses?: readonly DeliveryStatus[]; kind?: DeliveryKind | null }) => void;
}

/** /admin/deliveries: every email and webhook in the outbox, with its attempts and last answer. */
export function DeliveriesPage({ statuses, kind, onFilterChange }: DeliveriesPageProps) {
  const [state, setState] = useTableState(DEFAULTS);
  const list = useDeliveries({ statuses, kind, search: state.search }, state);
  const retry = useRetryDelivery();
  const onRetry = (delivery: Delivery) =>
    retry.mutate(delivery.id, {
      onSuccess: () =>
        toast({
          title: 'Queued again',
          description: `The message to ${delivery.recipient} is due now; the list shows how it went.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: 'Not retried', description: describeError(error), variant: 'error' }),
    });
  const statusValue = writeStatuses(statuses) ?? '';
  const knownStatusValue = STATUS_OPTIONS.some((option) => option.value === statusValue) ? statusValue : '';
  return (
    <>
      <PageHeader
        title="Deliveries"
        description={
          <>
            Every email and webhook the site sent or will send, newest first. Failed ones are retried with
            growing pauses, then given up (dead). Who gets what:{' '}
            <Link to={paths.notificationSettings} className="font-medium text-brand-800 underline">
              notification settings
            </Link>
            .
          </>
        }
      />
      <DataTable
        label="Deliveries"
        columns={deliveryColumns({ retryingId: retry.isPending ? retry.variables : null, onRetry })}
        rowKey={(row) => row.id}
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel="Search recipients"
        emptyTitle={statuses.length > 0 || kind ? 'No deliveries match these filters.' : 'Nothing sent yet.'}
        toolbar={
          <div className="flex flex-wrap gap-3">
            <SelectFilter
              label="Status"
              options={STATUS_OPTIONS}
              value={knownStatusValue || undefined}
              onChange={(value) => onFilterChange({ statuses: readStatuses(value ?? null) })}
            />
            <SelectFilter
              label="Kind"
              options={KIND_OPTIONS}
              value={kind ?? undefined}
              onChange={(value) => onFilterChange({ kind: value ?? null })}
            />
          </div>
        }
      />
    </>
  );
}
