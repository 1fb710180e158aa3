import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SelectFilter } from '@admin/components/content/select-filter';
import { RowAction, rowActionsColumn, TimeCell } from '@admin/components/data-table/cells';
import { type Column, DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import {
  DELIVERY_KINDS,
  DELIVERY_STATUSES,
  type DeliveryKind,
  deliveryKindLabel,
  type DeliveryStatus,
  DeliveryStatusBadge,
  deliveryStatusLabel,
  LastAnswer,
  webhookEventLabel,
} from '@admin/components/deliveries/delivery-labels';
import { AddressText } from '@admin/components/ui/address-text';
import { PageHeader } from '@admin/components/ui/page-header';
import { paths } from '@admin/config/paths';
import { outcomeToasts } from '@admin/lib/outcome-toasts';
import { newestFirst } from '@admin/lib/table-state';
import { type Delivery, DELIVERY_SORTABLE, useDeliveries, useRetryDelivery } from './api';
import { NEEDS_ATTENTION, readStatuses, writeStatuses } from './delivery-filters';

const DEFAULTS = newestFirst(DELIVERY_SORTABLE);

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
    retry.mutate(
      delivery.id,
      outcomeToasts({
        done: 'Queued again',
        detail: `The message to ${delivery.recipient} is due now; the list shows how it went.`,
        failed: 'Not retried',
      }),
    );
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
        columns={deliveryColumns(retry.isPending ? retry.variables : null, onRetry)}
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

const When = ({ iso, prefix }: { iso: string; prefix: string }) => (
  <span className="block">
    {prefix} <TimeCell at={iso} relative />
  </span>
);

/** The deliveries table's columns; sortable ids are database columns. */
function deliveryColumns(
  retryingId: string | null,
  onRetry: (delivery: Delivery) => void,
): Column<Delivery>[] {
  return [
    {
      id: 'created_at',
      header: 'Message',
      sortable: true,
      className: 'min-w-56',
      cell: (row) => (
        <span className="block space-y-1">
          <span className="block font-medium text-ink-950">{deliveryKindLabel(row.kind)}</span>
          {row.channel === 'webhook' && row.event && (
            <span className="block text-xs text-ink-700">
              <code>{row.event}</code> · {webhookEventLabel(row.event)}
            </span>
          )}
          <span className="block text-xs text-ink-700">
            <When
              iso={row.created_at}
              prefix={row.channel === 'webhook' ? 'Webhook, queued' : 'Email, queued'}
            />
          </span>
        </span>
      ),
    },
    {
      id: 'recipient',
      header: 'Recipient',
      className: 'min-w-48',
      cell: (row) => <AddressText value={row.recipient} />,
    },
    {
      id: 'attempts',
      header: 'Status',
      sortable: true,
      cell: (row) => (
        <span className="block space-y-1">
          <DeliveryStatusBadge status={row.status} />
          <span className="block text-xs text-ink-700" data-testid="attempts">
            {row.attempts} of {row.max_attempts} attempts
          </span>
        </span>
      ),
    },
    {
      id: 'last_error',
      header: 'Last answer',
      className: 'min-w-56 max-w-sm',
      cell: (row) => <LastAnswer {...row} />,
    },
    {
      id: 'due_at',
      header: 'Due or sent',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (row) =>
        row.sent_at ? (
          <When iso={row.sent_at} prefix="Sent" />
        ) : row.status === 'dead' ? (
          <span className="text-ink-700">Not retried</span>
        ) : row.status === 'sending' ? (
          <span className="text-ink-700">Sending now</span>
        ) : (
          <When iso={row.due_at} prefix="Due" />
        ),
    },
    rowActionsColumn(
      (row) =>
        (row.status === 'failed' || row.status === 'dead') && (
          <RowAction
            label="Retry now"
            name={`to ${row.recipient}`}
            icon={RotateCcw}
            pending={retryingId === row.id}
            onClick={() => onRetry(row)}
          />
        ),
    ),
  ];
}
