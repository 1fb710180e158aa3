import { RotateCcw } from 'lucide-react';
import type { Column } from '@admin/components/data-table/data-table';
import {
  DeliveryStatusBadge,
  deliveryKindLabel,
  WEBHOOK_EVENT_LABELS,
} from '@admin/components/deliveries/delivery-labels';
import { AddressText } from '@admin/components/ui/address-text';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import type { Delivery } from './api/deliveries';

const When = ({ iso, prefix }: { iso: string; prefix: string }) => (
  <span className="block">
    {prefix}{' '}
    <time dateTime={iso} title={dateTime(iso)}>
      {timeAgo(iso)}
    </time>
  </span>
);

const eventLabel = (event: string): string =>
  event in WEBHOOK_EVENT_LABELS ? WEBHOOK_EVENT_LABELS[event as keyof typeof WEBHOOK_EVENT_LABELS] : event;

/** What the last answer was: the HTTP status of a webhook, the SMTP reply code of an email. */
const statusCodeLabel = (row: Delivery): string | null =>
  row.last_status === null ? null : `${row.channel === 'webhook' ? 'HTTP' : 'SMTP'} ${row.last_status}`;

/** The deliveries table's columns; sortable ids are database columns. */
export function deliveryColumns({
  retryingId,
  onRetry,
}: {
  retryingId: string | null;
  onRetry: (delivery: Delivery) => void;
}): Column<Delivery>[] {
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
              <code>{row.event}</code> · {eventLabel(row.event)}
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
      cell: (row) => {
        const code = statusCodeLabel(row);
        if (!code && !row.last_error) return <span className="text-ink-700">—</span>;
        return (
          <span className="block space-y-1">
            {code && <Badge>{code}</Badge>}
            {row.last_error && (
              <span className="block break-words text-xs text-ink-800">{row.last_error}</span>
            )}
          </span>
        );
      },
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
    {
      id: 'actions',
      header: 'Actions',
      className: 'whitespace-nowrap text-right',
      cell: (row) =>
        row.status === 'failed' || row.status === 'dead' ? (
          <Button variant="ghost" size="sm" pending={retryingId === row.id} onClick={() => onRetry(row)}>
            {retryingId !== row.id && <RotateCcw className="h-4 w-4" aria-hidden="true" />}
            Retry now<span className="sr-only"> to {row.recipient}</span>
          </Button>
        ) : null,
    },
  ];
}
